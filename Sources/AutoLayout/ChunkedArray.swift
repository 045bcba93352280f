/// An array kept in chunks of at most 64 elements, so copies share them: appending to a copy,
/// or changing or removing one element, copies the list of chunks and one chunk, not every
/// element.
///
/// Layouts and sessions keep their long lists in it because every line of a session is a copy
/// (the undo step) followed by a small edit. With plain arrays each line copied all the views,
/// constraints and script lines, and the undo history held one full copy per line, so memory
/// grew with the square of a session's length (Benchmarks/README.md, "REPL latency").
///
/// Invariant: no chunk is empty; `ends[k]` is the number of elements in chunks `0...k`. While
/// every chunk but the last is full (`packed`), element `i` is in chunk `i / chunkSize` at
/// `i % chunkSize`; a removal from the middle leaves a short chunk, after which positions are
/// found by binary search over `ends` until the chunks are repacked (when they are on average
/// less than half full), so removing an element costs one chunk and the list of chunks, not
/// the elements after it.
///
/// Reading, appending and `count` are `@inlinable` so other modules get them specialized (an
/// unspecialized subscript looked up `Array`'s generic metadata on every read).
public struct ChunkedArray<Element> {
    /// The most elements a chunk holds.
    @usableFromInline static var chunkSize: Int { 64 }
    @usableFromInline var chunks: [[Element]] = []
    @usableFromInline var ends: [Int] = []
    @usableFromInline var packed = true
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
        storedCount += 1
        if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
            chunks[last].append(element)
            ends[last] = storedCount
        } else {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(element)
            chunks.append(chunk)
            ends.append(storedCount)
        }
        _checkInvariants(around: chunks.count - 1)
    }

    /// The chunk holding position `index`, and the position inside it.
    @inlinable func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        if packed { return (index / Self.chunkSize, index % Self.chunkSize) }
        var low = 0, high = ends.count - 1
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] <= index { low = mid + 1 } else { high = mid }
        }
        return (low, low > 0 ? index - ends[low - 1] : index)
    }

    /// Remove and return the element at `index`: one chunk and the chunk ends after it change.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let (c, o) = locate(index)
        let removed = chunks[c].remove(at: o)
        storedCount -= 1
        let last = c == chunks.count - 1
        if chunks[c].isEmpty {
            chunks.remove(at: c)
            ends.remove(at: c)
        }
        for k in c..<ends.count { ends[k] -= 1 }
        if !last { packed = false }
        if !packed, chunks.count > storedCount / (Self.chunkSize / 2) + 2 { self = ChunkedArray(Array(self)) }
        _checkInvariants(around: Swift.min(c, chunks.count - 1))
        return removed
    }

    /// Remove every element that `shouldRemove` picks, keeping the others in order.
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        let kept = try filter { try !shouldRemove($0) }
        if kept.count != count { self = ChunkedArray(kept) }
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// `count`.
    @inlinable public var endIndex: Int { storedCount }

    /// The element at `index` (which must lie in `0..<count`).
    @inlinable public subscript(index: Int) -> Element {
        get {
            let (c, o) = locate(index)
            return chunks[c][o]
        }
        set {
            let (c, o) = locate(index)
            chunks[c][o] = newValue
            _checkInvariants(around: c)
        }
    }

    /// Reads the chunks in turn (no position lookups).
    public struct Iterator: IteratorProtocol {
        @usableFromInline let chunks: [[Element]]
        @usableFromInline var chunk = 0
        @usableFromInline var offset = 0

        @inlinable init(_ chunks: [[Element]]) { self.chunks = chunks }

        /// The next element, or nil after the last.
        @inlinable public mutating func next() -> Element? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    /// An iterator over the elements in order.
    @inlinable public func makeIterator() -> Iterator { Iterator(chunks) }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    /// The listed elements.
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Equal when they hold equal elements in the same order. When the two are cut into the
    /// same chunks, chunks shared by the two copies compare by identity (as `Array` does), so
    /// comparing a state with its undo snapshot reads only the chunks that differ.
    public static func == (a: ChunkedArray, b: ChunkedArray) -> Bool {
        guard a.storedCount == b.storedCount else { return false }
        return a.ends == b.ends ? a.chunks == b.chunks : a.elementsEqual(b)
    }
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
