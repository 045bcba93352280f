/// The work a reader of text did, in the units it scans: tokens for the VFL and equation
/// lexer (every token scanned, lookaheads and the `end` token read again included), Unicode
/// scalars examined for the console-log reader. A reader that looks at each unit a bounded
/// number of times does a bounded amount of work per byte of its input; the fuzz targets check
/// that bound and the slow-input search climbs on this count. Pass one to a reader to count;
/// it accumulates over several reads.
public final class ScanWork {
    /// Units scanned so far.
    public var count = 0

    /// Nothing counted yet.
    public init() {}
}
