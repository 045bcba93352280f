/// Constraint XML the test documents share.
enum ConstraintXML {
    /// Constraints holding `item` `inset` inside each edge of `owner` (ids `id1` to `id4`).
    static func pinned(_ item: String, inside owner: String, by inset: Double = 0, id: String) -> String {
        [("leading", item, owner), ("top", item, owner), ("trailing", owner, item), ("bottom", owner, item)].enumerated().map {
            let (k, (edge, first, second)) = $0
            return
                #"<constraint firstItem="\#(first)" firstAttribute="\#(edge)" secondItem="\#(second)" secondAttribute="\#(edge)" constant="\#(inset)" id="\#(id)\#(k + 1)"/>"#
        }.joined(separator: "\n")
    }
}
