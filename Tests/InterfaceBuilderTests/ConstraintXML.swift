/// Constraint XML the test documents share.
enum ConstraintXML {
    /// Constraints giving `item` a `width` and a `height` (ids `id1`, `id2`).
    static func sized(_ item: String, width: Double, height: Double, id: String) -> String {
        #"<constraint firstItem="\#(item)" firstAttribute="width" constant="\#(width)" id="\#(id)1"/>"#
            + #"<constraint firstItem="\#(item)" firstAttribute="height" constant="\#(height)" id="\#(id)2"/>"#
    }

    /// Constraints holding `item` `inset` inside each edge of `owner`, or of its margins with
    /// `margins` (ids `id1` to `id4`).
    static func pinned(_ item: String, inside owner: String, by inset: Double = 0, margins: Bool = false, id: String) -> String {
        [("leading", item, owner), ("top", item, owner), ("trailing", owner, item), ("bottom", owner, item)].enumerated().map {
            let (k, (edge, first, second)) = $0
            let (firstEdge, secondEdge) =
                margins ? (first == owner ? edge + "Margin" : edge, second == owner ? edge + "Margin" : edge) : (edge, edge)
            return
                #"<constraint firstItem="\#(first)" firstAttribute="\#(firstEdge)" secondItem="\#(second)" secondAttribute="\#(secondEdge)" constant="\#(inset)" id="\#(id)\#(k + 1)"/>"#
        }.joined(separator: "\n")
    }
}
