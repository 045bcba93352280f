/// An array kept in chunks of 64 elements, so copies share them: appending to a copy, or
/// changing one element, copies the list of chunks and one chunk, not every element.
///
/// Layouts and sessions keep their long lists in it because every line of a session is a copy
/// (the undo step) followed by a small edit. With plain arrays each line copied all the views,
/// constraints and script lines, and the undo history held one full copy per line: a
/// 5,000-view session grew to 12 GB. Removing from the middle rebuilds the elements after it.
///
/// Reading, appending and `count` are `@inlinable` so other modules get them specialized (an
/// unspecialized subscript looked up `Array`'s generic metadata on every read).
public struct ChunkedArray<Element> {
    /// Elements per chunk; every chunk but the last is full, so element `i` is in chunk
    /// `i / chunkSize` at `i % chunkSize`.
    @usableFromInline static var chunkSize: Int { 64 }
    @usableFromInline var chunks: [[Element]] = []
    /// How many elements the array holds.
    @inlinable public var count: Int { storedCount }
    @usableFromInline var storedCount = 0

    /// An empty array.
    @inlinable public init() {}

    /// The elements of `elements`, in order.
    public init(_ elements: some Sequence<Element>) {
        for e in elements { append(e) }
    }

    /// Add `element` at the end.
    @inlinable public mutating func append(_ element: Element) {
        if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
            chunks[last].append(element)
        } else {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(element)
            chunks.append(chunk)
        }
        storedCount += 1
    }

    /// Remove and return the element at `index`.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let removed = self[index]
        let after = Array(self[(index + 1)...])
        truncate(to: index)
        for e in after { append(e) }
        return removed
    }

    /// Remove every element that `shouldRemove` picks, keeping the others in order.
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        let kept = try filter { try !shouldRemove($0) }
        if kept.count != count { self = ChunkedArray(kept) }
    }

    /// Keep the first `newCount` elements.
    private mutating func truncate(to newCount: Int) {
        let (full, rest) = newCount.quotientAndRemainder(dividingBy: Self.chunkSize)
        chunks.removeSubrange((full + (rest > 0 ? 1 : 0))...)
        if rest > 0 { chunks[full].removeSubrange(rest...) }
        storedCount = newCount
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// `count`.
    @inlinable public var endIndex: Int { storedCount }

    /// The element at `index` (which must lie in `0..<count`).
    @inlinable public subscript(index: Int) -> Element {
        get { chunks[index / Self.chunkSize][index % Self.chunkSize] }
        set { chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue }
    }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    /// The listed elements.
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Equal when they hold equal elements in the same order. Chunks shared by the two copies
    /// compare by identity (as `Array` does), so comparing a state with its undo snapshot
    /// reads only the chunks that differ.
    public static func == (a: ChunkedArray, b: ChunkedArray) -> Bool { a.storedCount == b.storedCount && a.chunks == b.chunks }
}

extension ChunkedArray: Hashable where Element: Hashable {
    /// Hashes the elements in order, as `Array` does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for e in self { hasher.combine(e) }
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray: CustomStringConvertible {
    /// Written as an array literal.
    public var description: String { Array(self).description }
}
