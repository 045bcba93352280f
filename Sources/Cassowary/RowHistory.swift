// Why the dummies of required equalities are not stored in the rows
// ==================================================================
//
// Cassowary gives every required equality `expr = 0` a dummy marker `d` (`expr + d = 0`), kept
// at 0. In the dictionary every row then reads `b = K + Σ Tⱼ pⱼ + Σ Dₖ dₖ`, where Dₖ, the
// coefficients on the dummies, are the equality columns of B⁻¹ (B: the original constraints'
// coefficients on the basic symbols). For a row of views closed at both ends (`|-[a]-[b]-…-|`,
// widths equal) B⁻¹ is dense: moving any gap moves every view, so every row carries the dummy
// of every equality and the tableau holds n² cells, built in n² time, though no dummy ever
// enters the basis by choice.
//
// So rows hold dummies only when a dummy's column has been asked for ("materialized"). The
// rest of each row's dummy part is implicit: it is defined by the history of row operations,
// which this type records. Every change the tableau makes to a row is one of
//   reset(r)            row r ← 0                       (a row created or deleted)
//   combine(r ← p, a)   row r ← row r + a·(row p)       (a substitution, a new row's terms)
//   scale(r, s)         row r ← s·(row r)               (a pivot solving r for a new basic)
//   birth(r, d, s)      row r ← row r + s·d             (a new row's own dummy d)
// applied to whole rows, dummy parts included. Replaying them on one coordinate gives a
// dummy's column (`column(bornAt:)`, forward from the dummy's birth: FTRAN); replaying them
// backwards from a set of rows gives which dummies those rows hold (`dummies(in:)`: BTRAN).
// Both are event-driven: they visit only the events that read (forward) or write (backward)
// a row whose current value is non-zero, in time order (a heap of one pending event per
// row), so a replay costs what the old dense tableau spent on that one column, not the
// length of the history.
//
// Invariants (checked by `Solver.checkInvariants()`):
// - a dummy with cells in the rows (materialized) has exactly the column the replay gives;
// - any other dummy has no cells at all;
// - for a dummy `d` basic in row r, the implicit part of r holds `-1·d` (the row in the
//   homogeneous form `0 = K + … - d`), which is what a later pivot that makes d a parameter
//   again expects; nothing reads that coordinate before such a pivot.
//
// Rows are addressed by "slot": row r is slot r + 1; slot 0 is the phase-one objective
// (`Tableau.artificial`), which keeps its dummies so that a failed phase one can name the
// equalities it combined.

/// The recorded row operations of a tableau (see the top of this file). A class, so that a
/// tableau snapshot taken to undo a failed call shares it; the undo rolls it back
/// (`beginUndoable`, `undo(to:)`).
///
/// Each event is linked to its neighbours in time on the same slot, so a replay steps from
/// one relevant event to the next without searching: forward along the events that read a
/// slot (`nextRead`, and `nextReadOfTarget` from the write that made it non-zero), backward
/// along the events that write it (`previousWrite`, `previousWriteOfSource`).
final class RowHistory {
    /// One row operation. `operand` says which: ≥ 0 combine from that slot; -1 scale; -2 reset;
    /// ≤ -3 birth of the dummy symbol `-3 - operand`.
    struct Event {
        var target: Int32
        var operand: Int32
        var factor: Double
        /// The next event that reads the slot this one reads (a combine's source, a scale's or
        /// a reset's own slot), or -1.
        var nextRead: Int32 = -1
        /// For a combine or a birth: the first later event that reads its target (≥ 0). Until
        /// that event is recorded, the write waits on its slot's stack, and this holds
        /// `-3 - next` (≤ -2), `next` being the write below it on the stack (-1 at the bottom).
        /// -1 for other events.
        var nextReadOfTarget: Int32 = -1
        /// The previous event that wrote the target, or -1.
        var previousWrite: Int32
        /// For a combine: the last event that wrote the source before this one, or -1.
        var previousWriteOfSource: Int32

        /// The slot whose value the event reads (forward), or -1 for a birth.
        var readSlot: Int32 { operand >= 0 ? operand : (operand >= -2 ? target : -1) }
    }

    /// The slot of the phase-one objective.
    static let artificialSlot: Int32 = 0
    @inline(__always) static func slot(ofRow r: Int32) -> Int32 { r + 1 }

    @exclusivity(unchecked) private(set) var events: [Event] = []
    // By slot: its last reading event, its last writing event, and the top of its stack of
    // writes (combines, births) waiting for the next reading event.
    @exclusivity(unchecked) private var lastRead: [Int32] = []
    @exclusivity(unchecked) private var lastWrite: [Int32] = []
    @exclusivity(unchecked) private var pendingHead: [Int32] = []

    /// While an undoable stretch is open, the old value of every link changed in an event
    /// from before it or in a slot's heads: (what, which, old value).
    private enum Link: UInt8 { case nextRead, nextReadOfTarget, lastRead, lastWrite, pendingHead }
    @exclusivity(unchecked) private var journal: [(link: Link, index: Int32, old: Int32)]?

    // Scratch of the replays, by slot; clean between calls (`touched` lists what to clean).
    @exclusivity(unchecked) private var value: [Double] = []
    @exclusivity(unchecked) private var active: [Bool] = []
    @exclusivity(unchecked) private var touched: [Int32] = []
    @exclusivity(unchecked) private var heap = EventHeap()

    /// Events replayed so far (a deterministic work count).
    @exclusivity(unchecked) private(set) var replayed = 0

    var count: Int { events.count }

    init() {}

    deinit { heap.deallocate() }

    /// Make room for `events` events over `slots` slots.
    func reserveCapacity(events n: Int, slots: Int) {
        events.reserveCapacity(n)
        lastRead.reserveCapacity(slots)
        lastWrite.reserveCapacity(slots)
        pendingHead.reserveCapacity(slots)
        value.reserveCapacity(slots)
        active.reserveCapacity(slots)
    }

    // MARK: Recording

    /// Row `slot` ← 0.
    func reset(_ slot: Int32) { record(slot, -2, 0) }

    /// Row `slot` ← row `slot` + `a` × row `source`.
    func combine(into slot: Int32, from source: Int32, times a: Double) { record(slot, source, a) }

    /// Row `slot` ← `s` × row `slot`.
    func scale(_ slot: Int32, by s: Double) { record(slot, -1, s) }

    /// Row `slot` ← row `slot` + `s` × `dummy`; returns the event, the dummy's birth.
    func birth(of dummy: Int32, in slot: Int32, times s: Double) -> Int32 { record(slot, -3 - dummy, s) }

    @discardableResult
    private func record(_ target: Int32, _ operand: Int32, _ factor: Double) -> Int32 {
        let e = Int32(events.count)
        var event = Event(target: target, operand: operand, factor: factor, previousWrite: -1, previousWriteOfSource: -1)
        let read = event.readSlot
        ensure(max(target, read))
        event.previousWrite = lastWrite[Int(target)]
        if operand >= 0 { event.previousWriteOfSource = lastWrite[Int(operand)] }
        if read >= 0 {
            let last = lastRead[Int(read)]
            if last >= 0 { setLink(.nextRead, last, e) }
            setLink(.lastRead, read, e)
            // This is the read the slot's waiting writes were waiting for.
            var w = pendingHead[Int(read)]
            if w >= 0 { setLink(.pendingHead, read, -1) }
            while w >= 0 {
                let below = -3 - events[Int(w)].nextReadOfTarget
                setLink(.nextReadOfTarget, w, e)
                w = below
            }
        }
        if operand >= 0 || operand <= -3 {
            event.nextReadOfTarget = -3 - pendingHead[Int(target)]
            setLink(.pendingHead, target, e)
        }
        setLink(.lastWrite, target, e)
        events.append(event)
        return e
    }

    @inline(__always) private func ensure(_ slot: Int32) {
        while lastRead.count <= Int(slot) {
            lastRead.append(-1)
            lastWrite.append(-1)
            pendingHead.append(-1)
            value.append(0)
            active.append(false)
        }
    }

    @inline(__always) private func setLink(_ link: Link, _ index: Int32, _ new: Int32) {
        let i = Int(index)
        let old: Int32
        switch link {
        case .nextRead:
            old = events[i].nextRead
            events[i].nextRead = new
        case .nextReadOfTarget:
            old = events[i].nextReadOfTarget
            events[i].nextReadOfTarget = new
        case .lastRead:
            old = lastRead[i]
            lastRead[i] = new
        case .lastWrite:
            old = lastWrite[i]
            lastWrite[i] = new
        case .pendingHead:
            old = pendingHead[i]
            pendingHead[i] = new
        }
        if journal != nil { journal?.append((link, index, old)) }
    }

    /// Open an undoable stretch; returns where it starts.
    func beginUndoable() -> Int {
        journal = []
        return events.count
    }

    /// Close the undoable stretch, keeping what it recorded.
    func endUndoable() { journal = nil }

    /// Forget every event recorded since `beginUndoable` returned `start`, and close the stretch.
    func undo(to start: Int) {
        if let entries = journal {
            for (link, index, old) in entries.reversed() {
                let i = Int(index)
                switch link {
                case .nextRead: events[i].nextRead = old
                case .nextReadOfTarget: events[i].nextReadOfTarget = old
                case .lastRead: lastRead[i] = old
                case .lastWrite: lastWrite[i] = old
                case .pendingHead: pendingHead[i] = old
                }
            }
        }
        journal = nil
        events.removeLast(events.count - start)
    }

    // MARK: Forward replay (a dummy's column)

    /// The column of the dummy born at event `birth`: its coefficient in every live row, as
    /// `(row, coefficient)` with coefficients that are not near zero.
    ///
    /// Starting from `v = s` in the birth's row and 0 elsewhere, every later event that reads
    /// a non-zero slot is applied in order: `combine(r ← p, a)` gives `v[r] += a·v[p]`,
    /// `scale(r, s)` gives `v[r] *= s`, `reset(r)` gives `v[r] = 0`. A slot's reading events
    /// are followed only while its value is non-zero.
    func column(bornAt birth: Int32) -> [(row: Int32, coefficient: Double)] {
        let start = events[Int(birth)]
        heap.reserve(value.count)
        value[Int(start.target)] = start.factor
        touched.append(start.target)
        if start.nextReadOfTarget >= 0 {
            active[Int(start.target)] = true
            heap.push(EventHeap.key(start.nextReadOfTarget, start.target, 0))
        }
        // The loop reads and writes through raw buffers: this is the replay's whole cost.
        var steps = 0
        events.withUnsafeBufferPointer { events in
            value.withUnsafeMutableBufferPointer { value in
                active.withUnsafeMutableBufferPointer { active in
                    while let key = heap.pop() {
                        let e = Int(truncatingIfNeeded: key >> 32), s = Int(Int32(truncatingIfNeeded: key))
                        steps += 1
                        let event = events[e]
                        let v = value[s]
                        if v != 0 {
                            switch event.operand {
                            case -1: value[s] = v * event.factor
                            case -2: value[s] = 0
                            default:
                                let t = Int(event.target)
                                let old = value[t]
                                var sum = old + event.factor * v
                                if nearZero(sum) { sum = 0 }
                                value[t] = sum
                                if old == 0, sum != 0 {
                                    touched.append(Int32(t))
                                    if !active[t], event.nextReadOfTarget >= 0 {
                                        active[t] = true
                                        heap.push(EventHeap.key(event.nextReadOfTarget, Int32(t), 0))
                                    }
                                }
                            }
                        }
                        // Follow s on while it is non-zero; a slot that becomes non-zero again
                        // is picked up by the combine that makes it so.
                        if value[s] != 0, event.nextRead >= 0 {
                            heap.push(EventHeap.key(event.nextRead, Int32(s), 0))
                        } else {
                            active[s] = false
                        }
                    }
                }
            }
        }
        replayed += steps
        var result: [(row: Int32, coefficient: Double)] = []
        result.reserveCapacity(touched.count)
        for s in touched {
            // A slot that went to zero and back is listed twice; it is cleared at the first.
            let v = value[Int(s)]
            if v != 0, s != RowHistory.artificialSlot { result.append((s - 1, v)) }
            value[Int(s)] = 0
            active[Int(s)] = false
        }
        touched.removeAll(keepingCapacity: true)
        return result
    }

    // MARK: Backward replay (the dummies a combination of rows holds)

    /// The dummies in `Σ weight × row(slot)` as the rows stand now: `(dummy, coefficient)` for
    /// every dummy whose birth the replay reaches with a coefficient not near zero, keyed by
    /// birth event so that a symbol id reused since is not confused with the dummy it was.
    ///
    /// Walking back from the present, a slot's weight u spreads through the events that wrote
    /// it: `combine(r ← p, a)` gives `u[p] += a·u[r]`, `scale(r, s)` gives `u[r] *= s`,
    /// `reset(r)` ends the row's life (`u[r] = 0`), and `birth(r, d, s)` adds `s·u[r]` to d's
    /// coefficient.
    func dummies(in weights: [(slot: Int32, weight: Double)]) -> [(dummy: Int32, birth: Int32, coefficient: Double)] {
        let flip = UInt64.max
        for (slot, w) in weights where w != 0 {
            ensure(slot)
            if value[Int(slot)] == 0 { touched.append(slot) }
            value[Int(slot)] += w
            if !active[Int(slot)], lastWrite[Int(slot)] >= 0 {
                active[Int(slot)] = true
                heap.reserve(value.count)
                heap.push(EventHeap.key(lastWrite[Int(slot)], slot, flip))
            }
        }
        var found: [Int32: Double] = [:]
        while let flipped = heap.pop() {
            let key = flipped ^ flip
            let e = Int32(truncatingIfNeeded: key >> 32), s = Int32(truncatingIfNeeded: key)
            replayed += 1
            let event = events[Int(e)]
            let u = value[Int(s)]
            if u != 0 {
                switch event.operand {
                case -1: value[Int(s)] = u * event.factor
                case -2: value[Int(s)] = 0
                case ..<(-2): found[e, default: 0] += event.factor * u
                default:
                    let p = Int(event.operand)
                    let old = value[p]
                    var sum = old + event.factor * u
                    if nearZero(sum) { sum = 0 }
                    value[p] = sum
                    if old == 0, sum != 0 {
                        touched.append(Int32(p))
                        if !active[p], event.previousWriteOfSource >= 0 {
                            active[p] = true
                            heap.push(EventHeap.key(event.previousWriteOfSource, Int32(p), flip))
                        }
                    }
                }
            }
            if value[Int(s)] != 0, event.previousWrite >= 0 {
                heap.push(EventHeap.key(event.previousWrite, s, flip))
            } else {
                active[Int(s)] = false
            }
        }
        for s in touched {
            value[Int(s)] = 0
            active[Int(s)] = false
        }
        touched.removeAll(keepingCapacity: true)
        return found.compactMap { birth, coefficient in
            nearZero(coefficient) ? nil : (-3 - events[Int(birth)].operand, birth, coefficient)
        }
    }
}

/// A binary min-heap of (event, slot) pairs packed in 64 bits, event high, on storage it owns.
/// A slot has at most one pending event, so pairs never tie and the heap never holds more
/// than the number of slots (`reserve`). A backward replay pushes complemented keys, so the
/// smallest key is the latest event.
struct EventHeap {
    private(set) var count = 0
    private var capacity = 0
    private var keys: UnsafeMutablePointer<UInt64>

    init() { keys = .allocate(capacity: 1) }

    /// Room for `n` pairs (call it with the number of slots before a replay).
    mutating func reserve(_ n: Int) {
        guard n > capacity else { return }
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: max(n, 2 * capacity))
        grown.update(from: keys, count: count)
        keys.deallocate()
        keys = grown
        capacity = max(n, 2 * capacity)
    }

    func deallocate() { keys.deallocate() }

    @inline(__always) static func key(_ event: Int32, _ slot: Int32, _ flip: UInt64) -> UInt64 {
        (UInt64(UInt32(bitPattern: event)) << 32 | UInt64(UInt32(bitPattern: slot))) ^ flip
    }

    @inline(__always) mutating func push(_ key: UInt64) {
        var i = count
        count += 1
        while i > 0 {
            let parent = (i - 1) >> 1
            let above = keys[parent]
            guard key < above else { break }
            keys[i] = above
            i = parent
        }
        keys[i] = key
    }

    @inline(__always) mutating func pop() -> UInt64? {
        guard count > 0 else { return nil }
        let top = keys[0]
        count -= 1
        let last = keys[count]
        var i = 0
        while true {
            let l = 2 * i + 1
            guard l < count else { break }
            var m = l
            if l + 1 < count, keys[l + 1] < keys[l] { m = l + 1 }
            guard keys[m] < last else { break }
            keys[i] = keys[m]
            i = m
        }
        keys[i] = last
        return top
    }
}
