import AutoLayout
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document with Foundation's `XMLParser` (libxml2), streaming:
/// the model is built as elements open and close, and no tree of the XML is kept. A document
/// type declaration is refused before anything it declares is expanded (no Interface Builder
/// document has one; a "billion laughs" document stops there), and external entities are never
/// fetched. Whatever cannot be read is a problem with its line and column, and reading goes on
/// where the parser can.
public enum DocumentReader {
    /// The document in `data`.
    public static func read(_ data: Data) -> IBDocument {
        if let refused = doctype(in: data.prefix(prefixLength)) { return refused }
        var utf8 = UTF8Validation()
        if let bad = utf8.check(data) ?? utf8.unfinished { return refusedEncoding(at: bad) }
        return run(XMLParser(data: data))
    }

    /// A document refused because it is not UTF-8 at `position`.
    static func refusedEncoding(at position: (line: Int, column: Int)) -> IBDocument {
        var document = IBDocument()
        document.problems.append(
            IBProblem(
                line: position.line, column: position.column, severity: .error,
                message: "not UTF-8 here: Interface Builder documents are UTF-8, and this one is not read"))
        return document
    }

    /// The file's first problem with its encoding, read in chunks (memory stays bounded).
    static func encodingProblem(in url: URL) -> (line: Int, column: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        var utf8 = UTF8Validation()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            if let bad = utf8.check(chunk) { return bad }
        }
        return utf8.unfinished
    }

    /// How much of a document's start is searched for a document type declaration.
    static let prefixLength = 65_536

    /// A document refused for its DTD, when `prefix` declares one before the root element.
    /// (libxml2 does stop exponential entity expansion, but reports it as a row of errors after
    /// reading on; and no Interface Builder document has a DTD.)
    static func doctype(in prefix: Data) -> IBDocument? {
        let bytes = [UInt8](prefix)
        // A declaration of another encoding: libxml2 would transcode it, this check would not.
        if let declaration = String(decoding: bytes.prefix(200), as: UTF8.self).split(separator: "?>").first,
            declaration.hasPrefix("<?xml"), let e = declaration.range(of: "encoding=")
        {
            let value = declaration[e.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }.uppercased()
            if value != "UTF-8" && value != "UTF8" {
                var document = IBDocument()
                document.problems.append(
                    IBProblem(
                        line: 1, column: 1, severity: .error,
                        message: "encoding \(value) is not read: Interface Builder documents are UTF-8"))
                return document
            }
        }
        let marker = Array("<!DOCTYPE".utf8)
        var k = 0
        while k + 1 < bytes.count {
            if bytes[k] == UInt8(ascii: "<") {
                let next = bytes[k + 1]
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }  // the root element: no DTD before it
                if bytes[k...].starts(with: marker) {
                    let before = bytes[..<k]
                    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
                    let column = k - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
                    var document = IBDocument()
                    document.problems.append(
                        IBProblem(
                            line: line, column: column, severity: .error,
                            message: "a document type declaration (DTD) is not read: Interface Builder documents have none"))
                    return document
                }
            }
            k += 1
        }
        return nil
    }

    /// The document in the file at `url`, read as a stream (memory stays bounded by the model,
    /// not the file). A file that cannot be opened is one problem at 1:1.
    public static func read(contentsOf url: URL) -> IBDocument {
        guard FileManager.default.isReadableFile(atPath: url.path), let stream = InputStream(url: url),
            let handle = try? FileHandle(forReadingFrom: url)
        else {
            var document = IBDocument()
            document.problems.append(IBProblem(line: 1, column: 1, severity: .error, message: "cannot open \(url.path)"))
            return document
        }
        let prefix = (try? handle.read(upToCount: prefixLength)) ?? Data()
        try? handle.close()
        if let refused = doctype(in: prefix) { return refused }
        if let bad = encodingProblem(in: url) { return refusedEncoding(at: bad) }
        return run(XMLParser(stream: stream))
    }

    /// A constraint's `multiplier`: `0.5`, `16:9` (16/9) or `1/3`; `nil` when none of these
    /// or not finite.
    public static func multiplier(_ text: String) -> Double? { DocumentBuilder.multiplier(text) }

    private static func run(_ parser: XMLParser) -> IBDocument {
        let builder = DocumentBuilder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let finished = parser.parse()
        builder.finish(parser: parser, finished: finished)
        return builder.document
    }
}

/// The delegate that builds the model: a stack of what each open element is.
private final class DocumentBuilder: NSObject, XMLParserDelegate {
    var document = IBDocument()
    private var refusedDoctype = false

    /// What an open element is, as far as layout goes.
    private enum Context {
        case document
        case scene(id: String)
        case controller(IBController)
        case view(Int)  // an index into `open`
        case subviews
        case constraints
        case layoutGuides
        case variation(key: String)
        case mask(key: String)
        /// A constraint: its holder's index in `open` and its index in the holder's list.
        case constraint(Int, Int)
        case prototypes
        /// An AppKit control's cell: its view's index in `open`.
        case cell(Int)
        case other
    }

    /// A view controller being read: its class, its old layout guides, its bars as far as its
    /// simulated metrics say (`nil`: not said), and the controllers it contains.
    private struct IBController {
        var element: String
        var id: String
        var name: String
        var topGuide: String?
        var bottomGuide: String?
        var topBar: (navigation: Bool, opaque: Bool)?
        var bottomBar: (tab: Bool, toolbar: Bool)?
        /// `<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>`.
        var simulatesOpaqueTabBar = false
        /// `<simulatedStatusBarMetrics key="simulatedStatusBarMetrics">`: true for a status bar of
        /// its own whatever presents it, false for `<nil key=…/>`; nil when the controller says
        /// nothing of it.
        var statusBar: Bool?
        /// For containers: the navigation bar or tab bar they show is opaque
        /// (`translucent="NO"`), or the navigation bar is hidden.
        var opaqueNavigationBar = false
        var opaqueTabBar = false
        var hidesNavigationBar = false
        /// For navigation controllers: their bar shows large titles.
        var largeTitles = false
        /// `modalPresentationStyle` says full screen.
        var fullScreen = false
        /// `modalPresentationStyle` is unwritten or a sheet's (automatic, page or form sheet):
        /// presented, the controller is a sheet. Any other style (full screen, over the current
        /// context, custom) presents it over the screen.
        var sheetStyle = true
        /// `hidesBottomBarWhenPushed`: pushed, it shows no tab bar.
        var hidesBottomBarWhenPushed = false
        /// For navigation controllers: `toolbarHidden="NO"`, their stack shows a toolbar.
        var showsToolbar = false
        /// The `navigationItem`'s `largeTitleDisplayMode`: `always`, `never`, or nil (automatic).
        var largeTitleDisplayMode: String?
        /// `edgesForExtendedLayout`: whether the view reaches under the top and bottom bars
        /// (UIKit's default); under a bar it does not reach, the view starts or ends at the bar,
        /// as under an opaque one.
        var extendsUnderTopBar = true
        var extendsUnderBottomBar = true
        /// `extendedLayoutIncludesOpaqueBars`: the view reaches under opaque bars too.
        var extendsUnderOpaqueBars = false
        /// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`, or from Xcode 10
        /// a `<size key="freeformSize">` alone: the canvas lays its view out at a freeform size
        /// on the document's device.
        var freeform = false
        /// A `<size key="freeformSize">` alone before Xcode 10: freeform on the device only in a
        /// navigation stack (`resolveBars`).
        var freeformSized = false
    }

    /// Per controller id, the bars its simulated metrics give; and the relationships
    /// (container element, destination id) that give bars to the others.
    private var controllerBars: [String: IBController] = [:]
    private var relationships: [(container: String, id: String, destination: String)] = []
    /// Push segues (`show`, `push`) by source controller id: what they show is pushed onto the
    /// same navigation stack, and Interface Builder infers its navigation bar.
    private var pushes: [String: [String]] = [:]
    /// `showDetail` segues by source controller id: what a split view shows beside (or, on a
    /// phone, over) its master, inside the same tab.
    private var details: [String: [String]] = [:]
    /// Controllers presented as page sheets, by id.
    private var sheets: Set<String> = []
    /// Controllers a segue presents modally; those whose segue says full screen.
    private var presented: Set<String> = [], presentedFullScreen: Set<String> = []
    /// Modal segues by source controller id.
    private var presentations: [String: [String]] = [:]
    /// The line each view's and guide's id was first read on: constraints and stacks name both
    /// by id, so an id given twice is read once and the later element under a fresh one.
    private var idLines: [String: Int] = [:]
    /// Controllers an `embed` segue puts in a container view.
    private var embedded: Set<String> = []
    /// Each view controller scene's controller id, by index in `document.scenes`.
    private var sceneControllers: [Int: String] = [:]

    private var stack: [Context] = []
    /// Views being read, outermost first; a view's `Context` holds its index here.
    private var open: [IBView] = []
    private var sceneID: String?
    /// The controller of the scene being read, once its element has closed: the source of a
    /// segue that a scene-level object starts (a gesture recognizer, a bar button item).
    private var sceneController: String?
    private var parser: XMLParser?

    /// The text styles' sizes at the default content size (shared/notes/measured-content.md §1.3).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
        "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// AppKit's metaFonts' sizes (the system font at 13 points, the small one at 11, the mini at 9;
    /// the menu font, a pop-up button's default, at 14, `NSFont.menuFont(ofSize: 0)`).
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "message": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "menu": 14,
    ]

    /// A font's point size as written, when it is one a font can have.
    static func pointSize(_ text: String?) -> Double? {
        text.flatMap { Double($0) }.flatMap { $0.isFinite && $0 > 0 && $0 < 1000 ? $0 : nil }
    }

    /// The `modalPresentationStyle`s that present a controller as a sheet from iOS 13 (`nil`:
    /// none written, automatic).
    static let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]
    /// Those that present it full screen.
    static let fullScreenStyles: Set<String?> = ["fullScreen", "overFullScreen"]

    /// Applies `change` to the stored frame of table cell `cell`'s content view, where it has one.
    static func changeContentViewFrame(of cell: inout IBView, _ change: (inout Frame) -> Void) {
        for k in cell.subviews.indices where cell.subviews[k].element == "tableViewCellContentView" {
            guard var content = cell.subviews[k].frame else { continue }
            change(&content)
            cell.subviews[k].frame = content
        }
    }

    /// Keys under which a view holds another view that is not in its `<subviews>`.
    static let viewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]

    /// Elements that are views wherever they stand in a `<subviews>` list, or at a XIB's top level.
    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "scrollView", "tableView", "tableViewCell", "collectionView",
        "collectionViewCell", "collectionReusableView", "textField", "textView", "switch", "slider", "segmentedControl",
        "activityIndicatorView", "progressView", "pageControl", "datePicker", "pickerView", "searchBar", "visualEffectView",
        "navigationBar", "toolbar", "tabBar", "containerView", "wkWebView", "webView", "mapView", "stepper",
        "tableViewCellContentView", "collectionViewCellContentView", "customView", "textField", "box", "splitView",
        "clipView", "tabView", "outlineView", "progressIndicator", "popUpButton", "glkView", "mtkView", "sceneKitView",
        "arscnView", "arskView", "skView", "imageView", "levelIndicator", "colorWell", "comboBox", "searchField",
        "secureTextField", "gridView", "datePicker", "pathControl", "tokenField",
    ]

    private func position() -> (Int, Int) { (parser?.lineNumber ?? 0, parser?.columnNumber ?? 0) }

    private func problem(_ severity: IBProblem.Severity, _ message: String) {
        let (line, column) = position()
        document.problems.append(IBProblem(line: max(1, line), column: max(1, column), severity: severity, message: message))
    }

    /// `id` as a view's or guide's id: itself the first time; again, an error and a fresh id
    /// (`ID~2`, `ID~3`, ...: no id Interface Builder writes has a tilde), so a constraint or a
    /// stack naming `id` means the first element, and the later one keeps its place.
    private func uniqueID(_ id: String?) -> String? {
        guard let id, !id.isEmpty else { return id }
        guard let first = idLines[id] else {
            idLines[id] = position().0
            return id
        }
        var k = 2
        while idLines["\(id)~\(k)"] != nil { k += 1 }
        let fresh = "\(id)~\(k)"
        idLines[fresh] = position().0
        problem(.error, "the id \(id) was already given on line \(first); this element is read as \(fresh)")
        return fresh
    }

    func finish(parser: XMLParser, finished: Bool) {
        // Close whatever a truncated document left open, so its views are kept.
        while let last = stack.popLast() { close(last) }
        resolveBars()
        if document.platform == .macOS {
            for k in document.scenes.indices {
                DocumentBuilder.flipToTopLeft(&document.scenes[k].root, parentHeight: nil, parentFlipped: false)
            }
        }
        if !finished, document.problems.allSatisfy({ $0.severity != .error }) {
            problem(.error, "the document could not be read to its end")
        }
    }

    // MARK: XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        self.parser = parser
        let parent = stack.last ?? .other
        let context = start(element, attributes, parent: parent)
        stack.append(context)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        self.parser = parser
        guard let context = stack.popLast() else { return }
        close(context)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        self.parser = parser
        guard !refusedDoctype else { return }
        // libxml2 repeats an error as it recovers: one per line is enough.
        let line = max(1, parser.lineNumber)
        guard !document.problems.contains(where: { $0.line == line && $0.message.hasPrefix("malformed XML") }) else { return }
        let code = (error as NSError).code
        problem(.error, "malformed XML: " + DocumentBuilder.words(for: code))
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) { refuseDoctype(parser) }
    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuseDoctype(parser)
    }
    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) { refuseDoctype(parser) }
    func parser(
        _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?,
        defaultValue: String?
    ) {
        refuseDoctype(parser)
    }
    func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuseDoctype(parser)
    }
    func parser(
        _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?, systemID: String?,
        notationName: String?
    ) {
        refuseDoctype(parser)
    }

    /// libxml2's commonest errors in words (its `xmlParserErrors` numbers), the rest by number.
    static func words(for code: Int) -> String {
        let words: [Int: String] = [
            4: "the document is empty", 5: "content after the document's end", 9: "a character XML does not allow",
            23: "an entity reference without its ';'", 26: "an entity that is not declared", 38: "'<' inside an attribute's value",
            39: "an attribute's value without quotes", 40: "an attribute's value not closed", 41: "an attribute without a value",
            42: "an attribute given twice", 45: "a comment not closed", 65: "a space is needed here", 68: "a name is needed here",
            73: "'>' is needed here", 76: "a closing tag that does not match its opening tag", 77: "an element not closed before the end",
            85: "unbalanced elements", 89: "an entity that refers to itself", 96: "the XML declaration has no version",
        ]
        return (words[code] ?? "error") + " (libxml2 error \(code))"
    }

    /// A DTD declares things only to be expanded later: stop before any is.
    private func refuseDoctype(_ parser: XMLParser) {
        self.parser = parser
        guard !refusedDoctype else { return }
        refusedDoctype = true
        problem(.error, "a document type declaration (DTD) is not read: Interface Builder documents have none")
        parser.abortParsing()
    }

    // MARK: Elements

    private func start(_ element: String, _ a: [String: String], parent: Context) -> Context {
        let (line, column) = position()
        switch (element, parent) {
        case ("document", _):
            let type = a["type"] ?? ""
            document.kind = type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib
            document.platform = (a["targetRuntime"] ?? "").hasPrefix("MacOSX") || type.contains(".Cocoa.") ? .macOS : .iOS
            document.toolsVersion = a["toolsVersion"]
            document.usesSafeAreas = a["useSafeAreas"] == "YES"
            document.usesAutoLayout = a["useAutolayout"] == "YES"
            // An iPad-only document that names no device is laid out on an iPad (JKMinesweeper's
            // storyboard, Xcode 7: `iOS.CocoaTouch.iPad`, a 1024 x 768 scene with the status
            // bar above its navigation bar, as an iPad keeps it in landscape).
            if a["targetRuntime"] == "iOS.CocoaTouch.iPad" { document.device = IBDevice(id: "ipad9_7") }
            return .document
        case ("plugIn", _):
            if a["identifier"] == "com.apple.InterfaceBuilder.CocoaPlugin"
                || a["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
            {
                document.pluginVersion = a["version"].flatMap { Double($0.split(separator: ".").first ?? "") }
            }
            return .other
        case ("device", _):
            if let id = a["id"] { document.device = IBDevice(id: id, isLandscape: a["orientation"] == "landscape") }
            return .other
        case ("simulatedScreenMetrics", _):
            if document.device == nil, let type = a["type"] { document.device = IBDevice(id: type, isSimulatedByAScene: true) }
            return .other
        case ("simulatedOrientationMetrics", _):
            if a["orientation"] == "landscapeRight" || a["orientation"] == "landscapeLeft" { document.device?.isLandscape = true }
            return .other
        case ("scene", _):
            sceneID = a["sceneID"]
            sceneController = nil
            return .scene(id: a["sceneID"] ?? "")
        case ("subviews", .view):
            return .subviews
        // An NSStackView's gravity areas, read in order as one list of arranged views (how each
        // area packs its views is not modelled: KeepingYouAwake's stacks fill theirs).
        case ("beginningViews", .view), ("middleViews", .view), ("endViews", .view):
            return .subviews
        case ("constraints", .view):
            return .constraints
        case ("layoutGuides", .controller):
            return .layoutGuides
        case ("prototypes", .view), ("cells", .view):
            return .prototypes
        case ("viewControllerLayoutGuide", .layoutGuides):
            if case var .controller(c)? = stack.last(where: { if case .controller = $0 { true } else { false } }) {
                if a["type"] == "top" { c.topGuide = uniqueID(a["id"]) } else { c.bottomGuide = uniqueID(a["id"]) }
                replaceInnermostController(with: c)
            }
            return .other
        case ("constraint", .constraints):
            if let c = constraint(a, line: line, column: column), case let .view(k)? = stack.last(where: isView) {
                open[k].constraints.append(c)
                return .constraint(k, open[k].constraints.count - 1)
            }
            return .other
        case ("variation", .constraint(let k, let i)):
            if let variation = DocumentBuilder.propertyVariation(a) { open[k].constraints[i].propertyVariations.append(variation) }
            return .other
        case ("segue", _):
            guard let destination = a["destination"] else { return .other }
            // A segue that an object of the scene outside its controller starts comes from that
            // controller (Reminders' location picker, MicheleMola's, Xcode 10: shown by a tap
            // gesture recognizer of the reminder's scene, pushed under its navigation bar).
            let source = controller?.id ?? sceneController
            switch (a["kind"], controller, source) {
            case ("relationship", let c?, _): relationships.append((c.element, c.id, destination))
            case ("show", _, let id?), ("push", _, let id?): pushes[id, default: []].append(destination)
            case ("showDetail", _, let id?): details[id, default: []].append(destination)
            case ("embed", _, _): embedded.insert(destination)
            case ("modal", _, _), ("presentation", _, _), ("popoverPresentation", _, _):
                // iOS 13 presents a controller as a page sheet unless a style says otherwise,
                // whatever starts the segue: a controller, a button, a gesture recognizer of the
                // scene (Gifu's demo: a two-finger double tap presents its second controller).
                if DocumentBuilder.sheetStyles.contains(a["modalPresentationStyle"]) { sheets.insert(destination) }
                presented.insert(destination)
                if let source { presentations[source, default: []].append(destination) }
                if DocumentBuilder.fullScreenStyles.contains(a["modalPresentationStyle"]) { presentedFullScreen.insert(destination) }
            default: break
            }
            return .other
        case ("variation", .view(let k)):
            if let variation = DocumentBuilder.propertyVariation(a) { open[k].propertyVariations.append(variation) }
            return .variation(key: a["key"] ?? "")
        case ("mask", .variation):
            return .mask(key: a["key"] ?? "")
        case ("exclude", .mask(let key)), ("include", .mask(let key)):
            recordVariation(element, key: key, reference: a["reference"])
            return .other
        default:
            break
        }
        if a["sceneMemberID"] == "viewController" {
            let name = a["title"] ?? a["userLabel"] ?? a["customClass"] ?? LabelText.titled(element)
            var c = IBController(element: element, id: a["id"] ?? "", name: name)
            c.hidesNavigationBar = a["navigationBarHidden"] == "YES"
            c.fullScreen = DocumentBuilder.fullScreenStyles.contains(a["modalPresentationStyle"])
            c.sheetStyle = DocumentBuilder.sheetStyles.contains(a["modalPresentationStyle"])
            c.hidesBottomBarWhenPushed = a["hidesBottomBarWhenPushed"] == "YES"
            c.showsToolbar = element == "navigationController" && a["toolbarHidden"] == "NO"
            c.extendsUnderOpaqueBars = a["extendedLayoutIncludesOpaqueBars"] == "YES"
            return .controller(c)
        }
        if case var .controller(c) = parent {
            readControllerChild(element, a, into: &c)
            replaceInnermostController(with: c)
        }
        // Where a view starts: in a `<subviews>` list, as a controller's `view`, as a cell's or an
        // effect view's `contentView`, as a prototype cell, or at a XIB's top level.
        let isView: Bool
        switch parent {
        case .subviews: isView = true
        case .controller: isView = a["key"] == "view"
        case .view: isView = a["key"].map(DocumentBuilder.viewKeys.contains) == true && DocumentBuilder.viewElements.contains(element)
        case .prototypes: isView = DocumentBuilder.viewElements.contains(element)
        case .other, .scene, .document:
            isView = document.kind == .xib && isTopLevel && DocumentBuilder.viewElements.contains(element)
        default: isView = false
        }
        if isView || element == "window" { return startView(element, a, line: line, column: column) }
        if case let .view(k) = parent {
            readViewChild(element, a, into: k)
            if a["key"] == "cell", element.hasSuffix("Cell") { return .cell(k) }
        }
        // An AppKit cell's font: its size, or the size its metaFont names, for its baseline.
        if case let .cell(k) = parent, element == "font", a["key"] == "font" {
            open[k].fontSize = DocumentBuilder.pointSize(a["size"]) ?? a["metaFont"].flatMap { DocumentBuilder.metaFontSizes[$0] }
        }
        return .other
    }

    /// What a controller's direct children say of its bars, and its relationship segues.
    private func readControllerChild(_ element: String, _ a: [String: String], into c: inout IBController) {
        switch (element, a["key"]) {
        case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"): c.topBar = (true, a["translucent"] == "NO")
        case ("nil", "simulatedTopBarMetrics"): c.topBar = (false, false)
        case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
            c.bottomBar = (true, false)
            c.simulatesOpaqueTabBar = a["translucent"] == "NO"
        case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): c.bottomBar = (false, true)
        case ("nil", "simulatedBottomBarMetrics"): c.bottomBar = (false, false)
        case ("nil", "simulatedStatusBarMetrics"): c.statusBar = false
        case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"): c.statusBar = true
        case ("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics"): c.freeform = true
        // From Xcode 10 a freeform size alone says so too (Deadlines' time-left scene, Xcode 10.2,
        // and datflix's movie detail, Xcode 14.1, have their device's safe area;
        // Password-Factory's scenes of Xcode 9.3, instantiated in code, none; one in a navigation
        // stack has them: `freeformSized`).
        case ("size", "freeformSize") where document.toolsVersionNumber >= 14000: c.freeform = true
        case ("size", "freeformSize"): c.freeformSized = true
        case ("navigationBar", "navigationBar"):
            c.opaqueNavigationBar = a["translucent"] == "NO"
            c.largeTitles = a["largeTitles"] == "YES"
        case ("navigationItem", "navigationItem"): c.largeTitleDisplayMode = a["largeTitleDisplayMode"]
        case ("tabBar", "tabBar"): c.opaqueTabBar = a["translucent"] == "NO"
        case ("extendedEdge", "edgesForExtendedLayout"):
            c.extendsUnderTopBar = a["top"] == "YES"
            c.extendsUnderBottomBar = a["bottom"] == "YES"
        default: break
        }
    }

    /// The bars of each view controller scene: its own simulated metrics, else what the
    /// storyboard's containers give it.
    private func resolveBars() {
        var navigationRoots: Set<String> = [], tabChildren: Set<String> = []
        var opaqueNavigation: Set<String> = [], opaqueTab: Set<String> = [], hiddenNavigation: Set<String> = []
        // A controller whose own style is not a sheet's is presented over the screen whatever the
        // segue leaves unsaid (Store's order confirmation, Xcode 11.4, twenty-first held-out
        // set: `overCurrentContext`, its image 70 below the safe area's top stored at 44 + 70).
        var largeTitles: Set<String> = [], inSheets = sheets.filter { controllerBars[$0]?.sheetStyle != false }
        var fullScreen = presentedFullScreen.union(presented.filter { controllerBars[$0]?.fullScreen == true })
        var toolbars: Set<String> = [], simulatedTabBars: Set<String> = []
        var embeddedControllers = embedded
        // Before Xcode 10 the canvas puts what a navigation controller's own `show` segues show
        // on its stack, as it does its root (Parking-iOS, Xcode 9.2: a navigation controller
        // with no root shows the login and the tab bar controller so, the login's content and
        // every tab's under its 64-point bar). Xcode 10's does not (HistoriaApp's reading mode),
        // nor Xcode 15's (gotip's iPad main scene).
        var relationships = relationships
        if document.toolsVersionNumber < 14000 {
            for (source, shown) in pushes where controllerBars[source]?.element == "navigationController" {
                relationships += shown.map { ("navigationController", source, $0) }
            }
        }
        // Each tab bar controller's tabs, and each tab's (first) tab bar controller.
        var tabs: [String: [String]] = [:], tabBarControllerOf: [String: String] = [:]
        for r in relationships where r.container == "tabBarController" {
            tabChildren.insert(r.destination)
            tabs[r.id, default: []].append(r.destination)
            tabBarControllerOf[r.destination] = tabBarControllerOf[r.destination] ?? r.id
            if controllerBars[r.id]?.opaqueTabBar == true { opaqueTab.insert(r.destination) }
        }
        // A navigation stack: its root and everything pushed from it, and when its root is a
        // tab bar controller, its tabs and what they push (sentry's sample app, Xcode 26: a
        // navigation controller around the tab bar controller puts its bar above every tab);
        // under a tab bar controller, all of it shows the tab bar too. A tab that is itself a
        // navigation controller pushes nothing by its own `show` segues (HistoriaApp's reading
        // mode, Xcode 10 on an iPhone 8, thirteenth held-out set: shown so by a tab's navigation
        // controller under an outer one, its content at the top guide, 20 down, under no bar).
        var stacks: [String: Set<String>] = [:]
        for r in relationships where r.container == "navigationController" && stacks[r.destination] == nil {
            var stack: Set<String> = [r.destination]
            var queue = [r.destination]
            while let id = queue.popLast() {
                let pushed = controllerBars[id]?.element == "navigationController" ? [] : pushes[id] ?? []
                for next in pushed + (tabs[id] ?? []) where stack.insert(next).inserted { queue.append(next) }
            }
            stacks[r.destination] = stack
        }
        // A `show` from a controller in no navigation stack (nor a split view) presents modally,
        // a page sheet (FilmsApp's detail, pushed in code, shows its screenshots, and they show
        // one backdrop: Xcode 13 stores both 842 high on an iPhone 11, a sheet's height; so
        // does Xcode 11 the navigation controller StarWars.iOS' intro shows). Only where the
        // canvas drew it so, shorter than the screen: AdguardForiOS' license screens, shown so
        // by Xcode 12, are stored at the iPhone 11's full 896.
        let stacked = Set(stacks.values.joined())
        let split = Set(relationships.filter { $0.container == "splitViewController" }.map(\.destination))
        var shownModally: Set<String> = []
        /// Of the controllers `shown` by such a segue, those it may present as a sheet: not in a
        /// navigation stack, not already a sheet. The canvas draws one so whatever style the
        /// controller gives itself (VK-Storyboard-App's tab bar controller, Xcode 14.1 on an
        /// iPhone 14 Pro, twenty-second held-out set: `fullScreen`, shown from a loading screen,
        /// its tabs stored 783 high); only one drawn shorter than the screen is taken for a sheet
        /// (`drawnShort`).
        func presentedBy(_ shown: [String]) -> [String] {
            shown.filter { !stacked.contains($0) && !inSheets.contains($0) }
        }
        for (source, shown) in pushes where !stacked.contains(source) && !split.contains(source) {
            shownModally.formUnion(presentedBy(shown))
        }
        let screenHeight = document.devicePreset?.screen(landscape: document.device?.isLandscape == true).height
        let sceneOf = Dictionary(sceneControllers.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        func drawnShort(_ id: String) -> Bool {
            // A navigation controller is drawn as its root's view, a tab bar controller as its
            // first tab's (a few levels down at most: a document can make a loop of them).
            var root = id
            for _ in 0..<4 {
                guard
                    let shown = tabs[root]?.first
                        ?? relationships.first(where: { $0.id == root && $0.container == "navigationController" })?.destination
                else { break }
                root = shown
            }
            guard let k = sceneOf[root], let height = document.scenes[k].root.frame?.height, let screenHeight else {
                return false
            }
            return height < screenHeight
        }
        // A `showDetail` from outside a split view presents modally as well, from a navigation
        // stack too: only a split view shows a detail, and UIKit's default presents it
        // (ExpenseTracker's budget, Xcode 16.3 on an iPhone 15 Pro: shown so from a tab's
        // navigation stack, stored 842 high with its content at the top, as a sheet 10 short
        // of the screen).
        let splitNavigation = relationships.filter { split.contains($0.id) && $0.container == "navigationController" }
        let inSplit = split.union(splitNavigation.flatMap { stacks[$0.destination] ?? [] })
        for (source, shown) in details where !inSplit.contains(source) { shownModally.formUnion(presentedBy(shown)) }
        inSheets.formUnion(shownModally.filter(drawnShort))
        // A tab bar controller in a sheet holds its tabs there (and the navigation stacks they
        // hold, below); one presented full screen holds them full screen (appcues' SPM example,
        // Xcode 14.2 on an iPhone 11, thirty-seventh held-out set: each tab's stack under its
        // bar's 44 alone).
        for (id, shown) in tabs where inSheets.contains(id) { inSheets.formUnion(shown) }
        for (id, shown) in tabs where fullScreen.contains(id) { fullScreen.formUnion(shown) }
        // Under a tab bar: the tabs, the navigation stacks they hold, and a split view's master
        // and detail with what its `showDetail` segues show, to a fixed point (passforios'
        // scanner, Xcode 15 on an iPhone 12: pushed in a navigation controller that a split
        // view in a tab shows as its detail, its bottom guide above the 49-point tab bar; a
        // `showDetail` from a tab's stack outside a split view presents over the tab bar:
        // surveydragon's results, Xcode 10.2 on an iPhone 11, 34 above the bottom). A
        // navigation controller that says `hidesBottomBarWhenPushed` shows its stack without
        // the tab bar on the canvas (owntracks' map, Xcode 26: its bottom guide the doubled
        // indicator and a toolbar, no tab bar).
        var grown = true
        while grown {
            let before = tabChildren.count
            for r in relationships where tabChildren.contains(r.id) {
                if r.container == "navigationController", controllerBars[r.id]?.hidesBottomBarWhenPushed != true {
                    tabChildren.formUnion(stacks[r.destination] ?? [])
                } else if r.container == "splitViewController" {
                    tabChildren.insert(r.destination)
                }
            }
            for (source, shown) in details where tabChildren.contains(source) && inSplit.contains(source) {
                tabChildren.formUnion(shown)
            }
            // Before Xcode 10, what a tab pushes onto a navigation stack around its tab bar
            // controller shows the tab bar on the canvas, inferred from the tab (Parking-iOS,
            // Xcode 9.2: a map tab's space detail, its button stored 20 above the 49-point bar);
            // later canvases push it over the tab bar controller, as UIKit does (HistoriaApp's
            // reading mode, Xcode 10; opentrace's, Xcode 11; sentry's sample app, Xcode 15).
            for (source, shown) in pushes
            where tabChildren.contains(source) && stacked.contains(source) && document.toolsVersionNumber < 14000 {
                tabChildren.formUnion(shown)
            }
            grown = tabChildren.count > before
        }
        for r in relationships where r.container == "navigationController" {
            let stack = stacks[r.destination] ?? []
            navigationRoots.formUnion(stack)
            if opaqueTab.contains(r.id) { opaqueTab.formUnion(stack) }
            if controllerBars[r.id]?.opaqueNavigationBar == true { opaqueNavigation.formUnion(stack) }
            if controllerBars[r.id]?.hidesNavigationBar == true { hiddenNavigation.formUnion(stack) }
            if controllerBars[r.id]?.largeTitles == true { largeTitles.formUnion(stack) }
            if controllerBars[r.id]?.showsToolbar == true { toolbars.formUnion(stack) }
            // A navigation controller's own simulated bottom bar is under its stack (Muselink's
            // chat tab, Xcode 12 on an iPhone 11, and WWDCScholars' blog: the navigation
            // controller, a tab of another storyboard, simulates a tab bar; its root's table
            // ends 49 + 34 up).
            if let bottom = controllerBars[r.id]?.bottomBar {
                if bottom.tab { simulatedTabBars.formUnion(stack) }
                if bottom.toolbar { toolbars.formUnion(stack) }
            }
            if inSheets.contains(r.id) { inSheets.formUnion(stack) }
            if fullScreen.contains(r.id) { fullScreen.formUnion(stack) }
            if embeddedControllers.contains(r.id) { embeddedControllers.formUnion(stack) }
        }
        // A navigation controller that simulates no status bar has none over its stack
        // (NakedChinese's greeting, Xcode 7: `<nil key="simulatedStatusBarMetrics"/>` on the
        // navigation controller, its root's top guide at 0; STC-VoiceKey's enrolment, Xcode 7.3,
        // fortieth held-out set: the controllers it pushes, and those they present, at 0 too),
        // but for another stack's root and what it pushes, which have their own
        // (NakedChinese's: the controller its cells push, itself another stack's root, at 20,
        // and the greeting and partners screens that one pushes). On Xcode 5 to 7's canvas a
        // controller that says nothing of its status bar infers it from the one presenting it:
        // none under one that has none (DFTicTacToe's about screen, Xcode 6.4 on the Any/Any
        // canvas: a navigation controller presented from a main screen that says
        // `<nil key="simulatedStatusBarMetrics"/>`, its root's text view 8 below a top guide at
        // 44, the bar alone; rodrigok's WWDC 2016 map, Xcode 7.3, thirty-eighth held-out set: its
        // navigation bar at the top guide stored at 0). No document of Xcode 8, whose canvas
        // still hides a status bar a controller says it has none of (below), shows it: Xcode 8
        // is taken as the end. Both spread to a fixed point.
        let stackRoots = Set(relationships.filter { $0.container == "navigationController" }.map(\.destination))
        /// Each stack root's own stack: without the stacks of the other roots it pushes to.
        var ownStacks: [String: Set<String>] = [:]
        for root in stackRoots {
            let others = stackRoots.subtracting([root]).flatMap { stacks[$0] ?? [$0] }
            ownStacks[root] = (stacks[root] ?? [root]).subtracting(others).union([root])
        }
        var hiddenStatusBar: Set<String> = []
        func hidesStatusBar(_ id: String) -> Bool { controllerBars[id]?.statusBar.map { !$0 } ?? hiddenStatusBar.contains(id) }
        var spreading = true
        while spreading {
            let before = hiddenStatusBar.count
            for r in relationships where r.container == "navigationController" && hidesStatusBar(r.id) {
                hiddenStatusBar.formUnion(ownStacks[r.destination] ?? [r.destination])
            }
            for (source, shown) in presentations where document.toolsVersionNumber < 11000 && hidesStatusBar(source) {
                hiddenStatusBar.formUnion(shown)
            }
            spreading = hiddenStatusBar.count > before
        }
        let pushed = Set(pushes.values.joined())
        // A pushed controller that says nothing of its bottom bar has none when the one that
        // pushes it says it has none, as Interface Builder's "Inferred" metrics take it
        // (Family-Farm's transaction detail, Xcode 5 on an iPad: pushed from a client detail
        // that says `<nil key="simulatedBottomBarMetrics"/>`, in a tab bar controller's split
        // view, its bottom guide at the bottom; iNaturalist's taxon map, Xcode 15, its table
        // at the bottom). A tab bar the pusher simulates is passed on only within a navigation
        // stack (below); a toolbar is, from Xcode 7.3
        // (WhyGoSolo's people and map screens, 10117 on the Any/Any canvas, twenty-fourth
        // held-out set: pushed from a list simulating one, their tables ending 44 up;
        // PlantCare's plant tasks, Xcode 13, and CryptoStockApp's, Xcode 12: content 49 above
        // the home indicator; lit-monster's study time record, Xcode 14.1; HarryPotter's
        // character detail and favourites, Xcode 15, twenty-first held-out set), not on Xcode 6
        // and 7.0's canvas (MakeSchool's note detail, 6245, work_examples_ios_social's map and
        // web view, 7702: their bottom guides at the bottom; Kasparov's result screen, Xcode 6,
        // stores the toolbar).
        var pushers: [String: [String]] = [:]
        for (source, shown) in pushes { for d in shown { pushers[d, default: []].append(source) } }
        /// True when `id` is pushed and every controller pushing it says `says` of itself
        /// (`nil`: says nothing).
        func everyPusher(of id: String, says: (IBController) -> Bool?) -> Bool {
            let sources = pushers[id] ?? []
            return !sources.isEmpty && sources.allSatisfy { controllerBars[$0].flatMap(says) ?? false }
        }
        /// Whether `id` has a property that runs down the pushes: what `own` says of it when it
        /// says, else whether `takes` lets it take the property and every controller pushing it
        /// has it. Each controller is decided once, in `memo` (a document can push in loops and
        /// lattices; a loop back to a controller being decided counts as not having it).
        func downThePushes(_ id: String, _ memo: inout [String: Bool], own: (String) -> Bool?, takes: (String) -> Bool) -> Bool {
            if let said = own(id) { return said }
            if let known = memo[id] { return known }
            memo[id] = false
            let sources = pushers[id] ?? []
            let result = takes(id) && !sources.isEmpty && sources.allSatisfy { downThePushes($0, &memo, own: own, takes: takes) }
            memo[id] = result
            return result
        }
        // A navigation item's `largeTitleDisplayMode` left automatic takes the item below it on
        // the stack, as UIKit's does: a stack's root shows the large title, a pushed controller
        // what every controller pushing it shows (PocketTrailer's snooze editor and server
        // settings, Xcode 14.2 on an iPhone 11, twenty-fifth held-out set: pushed from lists
        // that say `never`, their content stored 48 + 44 down, under no large title).
        var noLargeTitle: [String: Bool] = [:]
        func showsNoLargeTitle(_ id: String) -> Bool {
            downThePushes(
                id, &noLargeTitle,
                own: {
                    switch controllerBars[$0]?.largeTitleDisplayMode {
                    case "never": true
                    case "always": false
                    default: nil
                    }
                }, takes: { stacks[$0] == nil })
        }
        // A controller in a navigation stack that simulates a tab bar itself passes it on to
        // what it pushes, and so on down what those push while none says otherwise, onto a
        // navigation stack around a tab bar controller too (Clinitick's finance, patient and
        // clinic lists, Xcode 13.2 on an iPhone 12, twenty-ninth held-out set: tabs that say
        // `<simulatedTabBarMetrics>`; what they show, and the patient profile a patient list
        // shows, end 83 up, above the bar; shopapp's account screen, Xcode 10.1 on an iPhone 8,
        // the root of its tab's stack in another storyboard: its address list and the form that
        // list shows, 49 up). One pushed with `hidesBottomBarWhenPushed` takes none and passes
        // none (shopapp's orders and settings, ooni's about screen, Xcode 14.1); tabs that only
        // infer their tab bar push over it (below); one in no stack presents what it shows
        // (corona-warn-app's exposure detection, shown from a home screen simulating a tab bar,
        // stores none).
        var tabBarPassed: [String: Bool] = [:]
        func passesTabBar(_ id: String) -> Bool {
            downThePushes(
                id, &tabBarPassed, own: { c in controllerBars[c]?.bottomBar.map { $0.tab && stacked.contains(c) } },
                takes: { controllerBars[$0]?.hidesBottomBarWhenPushed != true })
        }
        func inferredBottomBar(_ id: String) -> (tab: Bool, toolbar: Bool)? {
            if let own = controllerBars[id]?.bottomBar { return own }
            if everyPusher(of: id, says: { $0.bottomBar.map { !$0.tab && !$0.toolbar } }) { return (false, false) }
            if passesTabBar(id) { return (true, false) }
            let passesToolbars = document.toolsVersionNumber >= 10000
            return passesToolbars && everyPusher(of: id, says: { $0.bottomBar.map { !$0.tab && $0.toolbar } }) ? (false, true) : nil
        }
        /// The top bar `id` simulates itself, or else the one its tab bar controller simulates.
        func saidTopBar(_ id: String) -> (navigation: Bool, opaque: Bool)? {
            controllerBars[id]?.topBar ?? tabBarControllerOf[id].flatMap { controllerBars[$0]?.topBar }
        }
        // A controller that says nothing of its top bar infers none when every controller pushing
        // it says or infers none, to the first that says (Clinitick's finance editor, Xcode 13.2
        // on an iPhone 12, twenty-ninth held-out set: pushed from a finance list that infers none
        // from its tab, whose tab bar controller says `<nil key="simulatedTopBarMetrics"/>`, its
        // fields 16 below the safe area's top at 44).
        var noTopBar: [String: Bool] = [:]
        func infersNoTopBar(_ id: String) -> Bool {
            downThePushes(id, &noTopBar, own: { saidTopBar($0).map { !$0.navigation } }, takes: { stacks[$0] == nil })
        }
        /// Whether `id`, in no navigation stack, says or infers a navigation bar from every
        /// content controller showing it, down the chain (`downThePushes`).
        var navigationBarDown: [String: Bool] = [:]
        func infersNavigationBar(_ id: String) -> Bool {
            downThePushes(
                id, &navigationBarDown, own: { saidTopBar($0).map(\.navigation) },
                takes: { c in
                    !navigationRoots.contains(c) && stacks[c] == nil
                        && (pushers[c] ?? []).allSatisfy { controllerBars[$0]?.element != "navigationController" }
                })
        }
        for (k, id) in sceneControllers {
            guard let c = controllerBars[id] else { continue }
            var bars = IBBars()
            // A tab takes the top bar its tab bar controller's own simulated metrics say, when it
            // says none itself (Catty's download tabs, Xcode 14: a tab bar controller pushed onto
            // an opaque navigation bar simulates a translucent one, and its tabs' old top guides
            // end at 64 under a full-height root).
            // One in no navigation stack, shown from content controllers that all simulate a
            // navigation bar themselves, infers it from them (Bourbon's device setup, Xcode 8.3:
            // shown from a venue picker simulating a black bar, its content 64 lower than under
            // none); a navigation controller showing it is no such source (gotip's iPad main
            // scene, shown by its navigation controller's own segue, has no bar). Down a chain of
            // such shows too (lizhihui0215's search screens, Xcode 12 on an iPhone 11, fortieth
            // held-out set: shown from lists that infer the bar from a business screen simulating
            // it, their stacks at the safe area's top stored 44 + 44 down).
            let sources = pushers[id] ?? []
            let content = sources.compactMap { controllerBars[$0] }.filter { $0.element != "navigationController" }
            let inferredTop =
                navigationRoots.contains(id) || content.isEmpty || content.count < sources.count
                ? nil
                : content.allSatisfy({ $0.topBar?.navigation == true })
                    ? content[0].topBar : sources.allSatisfy(infersNavigationBar) ? (navigation: true, opaque: false) : nil
            if let top = saidTopBar(id) ?? inferredTop {
                bars.navigationBar = top.navigation
                bars.opaqueNavigationBar = top.navigation && top.opaque
            } else {
                // A navigationItem alone draws no bar: only a navigation controller leading to the
                // scene does (the stored frames of the public corpus agree). A pushed controller
                // whose pushers all say `<nil key="simulatedTopBarMetrics"/>` infers none, as its
                // bottom bar below (tinode's branding screen, Xcode 16.3: shown from a login
                // screen that simulates no bar at its stack's root, its safe area 20 down).
                let pushersSayNone = !sources.isEmpty && sources.allSatisfy(infersNoTopBar)
                // From Xcode 11 one that a segue presents shows none, though another pushes it
                // (relay_iOS' settings, Xcode 14 on an iPhone 12, twenty-third held-out set:
                // presented as a sheet and pushed from its tab's root, stored 787 high, a button
                // at the safe area's top 47 down: the sheet's inset, no bar; Letter-Hive's game,
                // Xcode 11.4 on an iPhone 11, twenty-fourth: presented full screen and pushed
                // from a collection, its stack 10 below the safe area's top at 44).
                let presentedItself = presented.contains(id) && document.toolsVersionNumber >= CanvasDevice.iOS13From
                bars.navigationBar = navigationRoots.contains(id) && !hiddenNavigation.contains(id) && !pushersSayNone && !presentedItself
                bars.opaqueNavigationBar = bars.navigationBar && opaqueNavigation.contains(id)
                bars.largeTitles = bars.navigationBar && largeTitles.contains(id) && !showsNoLargeTitle(id)
                bars.stackRoot = stacks[id] != nil
            }
            if let bottom = inferredBottomBar(id) {
                // A simulated toolbar sits on the tab bar the structure gives, from Xcode 10.1 at
                // the latest (vma-ios-Recipes' recipe steps, 14460 on an iPhone SE, fourteenth
                // held-out set: a scroll view 25 above the safe area's bottom at 49 + 44 up;
                // ViewAnimator's, 15505); Xcode 6's canvas draws the toolbar alone (OSWeather's
                // today tab, 7531: its old bottom guide 44 high). No document of the corpus has
                // a toolbar in a tab in between: Xcode 10 is taken. A tab bar that the stack's
                // navigation controller simulates counts as the structure's (DiaryApp's home page,
                // Xcode 15 on an iPhone 15, twenty-second held-out set: the root of a navigation
                // controller simulating a tab bar, itself simulating a toolbar, its table ending
                // 83 + 49 up).
                let underTabBar = tabChildren.contains(id) || simulatedTabBars.contains(id)
                bars.tabBar = bottom.tab || (bottom.toolbar && underTabBar && document.toolsVersionNumber >= 14000)
                // A controller that hides the bottom bar when pushed draws no toolbar, though it
                // simulates one (Beyzasude's news detail, Xcode 14 on an iPhone 15, thirteenth
                // held-out set: a button 40 above the safe area's bottom stored 34 + 40 up); a
                // tab bar it simulates stays (Catty's project detail, Xcode 14.3: 49 up).
                bars.toolbar = bottom.toolbar && !c.hidesBottomBarWhenPushed
            } else {
                // A controller pushed with `hidesBottomBarWhenPushed` shows neither the tab bar
                // (Stundenplan's Impressum, Xcode 10 on an iPhone X: its text view 10 above the
                // home indicator's inset, no tab bar between) nor its stack's toolbar (Gladys'
                // text and property-list editors, Xcode 26: their views at the safe area's
                // bottom). Xcode 7's canvas still draws the tab bar under it (iOS9-day-by-day's
                // about screen, 9046 on the Any/Any canvas, twenty-sixth held-out set: its scroll
                // view ending 49 up). No document between Xcode 7.1 and 10 shows which: Xcode 8,
                // the first to lay scenes out on a device, is taken.
                let hidesBottomBars = c.hidesBottomBarWhenPushed && pushed.contains(id) && document.toolsVersionNumber >= 11000
                bars.tabBar = (tabChildren.contains(id) || simulatedTabBars.contains(id)) && !hidesBottomBars
                // A navigation controller that shows its toolbar (`toolbarHidden="NO"`) puts it
                // under every controller of its stack (udacity's Mooskine, Xcode 8 on an iPhone 8:
                // the bottom guides at 623, 44 above the bottom).
                bars.toolbar = toolbars.contains(id) && !hidesBottomBars
            }
            // A controller simulating an opaque tab bar itself ends above it (readium's OPDS
            // publication info, Xcode 10 on an iPhone 8: 375 x 618, its stack at the safe area's
            // top and bottom).
            bars.opaqueTabBar = bars.tabBar && (opaqueTab.contains(id) || c.simulatesOpaqueTabBar)
            // A view that does not extend under a bar stops at it (XLPagerTabStrip's
            // NavButtonBarExampleViewController: `<extendedEdge key="edgesForExtendedLayout"/>`,
            // root 375 x 554 under a translucent navigation bar, its top layout guide 0).
            // A view that extends under opaque bars reaches under them as under translucent ones
            // (Tropos' acknowledgements, Xcode 10 on an iPhone X: an opaque navigation bar, the
            // root stored 812 high, its bottom guide 34 above the bottom).
            if c.extendsUnderOpaqueBars {
                bars.opaqueNavigationBar = false
                bars.opaqueTabBar = false
            }
            if !c.extendsUnderTopBar { bars.opaqueNavigationBar = bars.navigationBar }
            // One that does not extend under the bottom bar ends above a toolbar too, which then
            // insets nothing of it (Alinaprotsyuk's categories, Xcode 9.2 on an iPhone 8,
            // sixteenth held-out set: `edgesForExtendedLayout` top only under a simulated toolbar,
            // the root 623 high, a table at its bottom margin stored at 623 + 44 as written).
            if !c.extendsUnderBottomBar {
                bars.opaqueTabBar = bars.tabBar
                bars.toolbar = false
            }
            // From Xcode 9 the canvas draws the device's status bar whatever a
            // `<nil key="simulatedStatusBarMetrics"/>` says (Presentr's popup and split
            // controllers, 14109 on an iPhone 8: their content 20 below a top guide at 20; Gifu's
            // demo storyboard, Xcode 14: its top guide at 20), and Xcode 11 dropped the setting;
            // Xcode 8.3's canvas still hides it (Aquaz's four welcome pages, 11761, and
            // IBAnimatable's animatable view, 12120: their content at the guide's constant).
            bars.hidesStatusBar = hidesStatusBar(id) && document.toolsVersionNumber < 13000
            bars.inSheet = inSheets.contains(id) && document.toolsVersionNumber >= CanvasDevice.iOS13From
            bars.presentedFullScreen = fullScreen.contains(id)
            bars.embedded = embeddedControllers.contains(id)
            bars.embeddedItself = embedded.contains(id)
            document.scenes[k].bars = bars
            // Before Xcode 10 a freeform size alone lays a controller out on the device only in
            // a navigation stack (Invoice-Ios' invoice, Xcode 9.3: a 375 x 700 controller pushed
            // on an iPhone 8, its content 6 below the safe area's top at 20 + 44); on its own it
            // has no device's insets (Password-Factory's 343 x 459 controllers, instantiated in
            // code: content at their top).
            if c.freeformSized, bars.navigationBar { document.scenes[k].root.isFreeformOnDevice = true }
        }
    }

    /// AppKit measures y upwards from a view's bottom, except in flipped views (tables and
    /// outlines): turn every stored frame and mask to UIKit's top-left origin, so the one engine
    /// lays both out. A bottom margin flexible upwards is a top margin flexible downwards.
    static func flipToTopLeft(_ v: inout IBView, parentHeight: Double?, parentFlipped: Bool) {
        if let h = parentHeight, !parentFlipped, let f = v.frame {
            v.frame = Frame(x: f.x, y: h - f.y - f.height, width: f.width, height: f.height)
            if var m = v.autoresizingMask {
                (m.flexibleMinY, m.flexibleMaxY) = (m.flexibleMaxY, m.flexibleMinY)
                v.autoresizingMask = m
            }
        }
        let flipped = ["tableView", "outlineView"].contains(v.element)
        for k in v.subviews.indices { flipToTopLeft(&v.subviews[k], parentHeight: v.frame?.height, parentFlipped: flipped) }
    }

    /// True while the element being started is a direct child of a XIB's `<objects>`.
    private var isTopLevel: Bool {
        // document > objects > (here)
        stack.count == 2
    }

    private func isView(_ c: Context) -> Bool { if case .view = c { true } else { false } }

    private func replaceInnermostController(with c: IBController) {
        guard let k = stack.lastIndex(where: { if case .controller = $0 { true } else { false } }) else { return }
        stack[k] = .controller(c)
    }

    private func startView(_ element: String, _ a: [String: String], line: Int, column: Int) -> Context {
        var v = IBView(element: element, id: uniqueID(a["id"]) ?? "", line: line, column: column)
        // A collection view cell's content view has no id in every Xcode's files (no constraint
        // can name it; its cell stands for it); any other view needs one.
        if v.id.isEmpty, a["key"] != "contentView" { problem(.error, "a \(element) without an id") }
        // Views are told apart by id: a content view without one (a collection view cell's; an
        // Xcode 4 box's, several to a window in osx-cocoa-odbc's main menu) takes its holder's
        // with `.contentView`.
        if v.id.isEmpty, a["key"] == "contentView", let holder = open.last, !holder.id.isEmpty { v.id = "\(holder.id).contentView" }
        v.customClass = a["customClass"]
        v.key = a["key"]
        v.userLabel = a["userLabel"]
        v.text = a["text"] ?? a["placeholder"] ?? a["title"]
        v.numberOfLines = a["numberOfLines"].flatMap { Int($0) } ?? 1
        if a["placeholderIntrinsicWidth"] != nil || a["placeholderIntrinsicHeight"] != nil {
            func side(_ key: String) -> Double? {
                guard let text = a[key], text != "infinite" else { return nil }
                return number(text, key).map { max(0, $0) }
            }
            v.placeholderIntrinsicSize = IntrinsicSize(width: side("placeholderIntrinsicWidth"), height: side("placeholderIntrinsicHeight"))
        }
        v.buttonType = a["buttonType"]
        v.boxType = a["boxType"]
        v.tabViewType = v.element == "tabView" ? a["type"] : nil
        v.boxHasNoTitle = a["titlePosition"] == "noTitle"
        v.isScrollEnabled = a["scrollEnabled"] != "NO"
        v.style = a["style"]
        v.contentMode = a["contentMode"]
        if element == "imageView", a["catalog"] == "system" { v.systemImage = a["image"] }
        v.neverAdjustsContentInset = a["contentInsetAdjustmentBehavior"] == "never"
        v.bouncesVertically = a["alwaysBounceVertical"] == "YES"
        v.rowHeight = a["rowHeight"].flatMap { number($0, "rowHeight") }.flatMap { $0 > 0 && $0 <= 100_000 ? $0 : nil }
        v.hasNoSeparator = v.element == "tableView" && a["separatorStyle"] == "none"
        v.accessoryType = v.element == "tableViewCell" ? a["accessoryType"] : nil
        if v.element == "tableViewCell" {
            v.styleViews = ["textLabel", "detailTextLabel", "imageView"].compactMap { a[$0] }
            v.indentsByNothing = a["indentationLevel"] == "1" && a["indentationWidth"].flatMap(Double.init) == 0
        }
        v.isMisplaced = a["misplaced"] == "YES"
        v.isAmbiguous = a["ambiguous"] == "YES"
        v.isHidden = a["hidden"] == "YES"
        v.hasFixedFrame = a["fixedFrame"] == "YES"
        if let t = a["translatesAutoresizingMaskIntoConstraints"] { v.translatesAutoresizingMask = t == "YES" }
        v.horizontalHugging = priority(a["horizontalHuggingPriority"], "horizontalHuggingPriority")
        v.verticalHugging = priority(a["verticalHuggingPriority"], "verticalHuggingPriority")
        v.horizontalCompression = priority(a["horizontalCompressionResistancePriority"], "horizontalCompressionResistancePriority")
        v.verticalCompression = priority(a["verticalCompressionResistancePriority"], "verticalCompressionResistancePriority")
        v.insetsLayoutMarginsFromSafeArea = a["insetsLayoutMarginsFromSafeArea"] != "NO"
        v.preservesSuperviewLayoutMargins = a["preservesSuperviewLayoutMargins"] == "YES"
        v.isInNotificationCenter = a["simulatedAppContext"] == "notificationCenter"
        if element == "stackView" {
            var s = IBStackAttributes()
            // AppKit's NSStackView writes `orientation`; its gravity areas are laid out as fill.
            s.axis = a["axis"] ?? a["orientation"] ?? "horizontal"
            s.distribution = a["distribution"] ?? "fill"
            // NSStackView's centred alignments are UIKit's `center`, and its `baseline`
            // (`NSLayoutAttributeBaseline`) the last baseline.
            s.alignment = a["alignment"].map { ["centerX": "center", "centerY": "center", "baseline": "lastBaseline"][$0] ?? $0 } ?? "fill"
            // NSStackView's spacing is 8 unless written (hidden's and KeepingYouAwake's stacks).
            s.spacing = number(a["spacing"], "spacing") ?? (a["orientation"] != nil ? 8 : 0)
            s.systemSpacing = a["spacingType"] == "standard"
            s.baselineRelative = a["baselineRelativeArrangement"] == "YES"
            s.marginsRelative = a["layoutMarginsRelativeArrangement"] == "YES"
            v.stack = s
        }
        open.append(v)
        return .view(open.count - 1)
    }

    /// The children of a view that say something about its layout.
    private func readViewChild(_ element: String, _ a: [String: String], into k: Int) {
        switch (element, a["key"]) {
        case ("rect", "frame"):
            if let x = number(a["x"] ?? "0", "x"), let y = number(a["y"] ?? "0", "y"), let w = number(a["width"] ?? "0", "width"),
                let h = number(a["height"] ?? "0", "height")
            {
                open[k].frame = Frame(x: x, y: y, width: w, height: h)
            }
        case ("autoresizingMask", "autoresizingMask"):
            var m = IBAutoresizingMask()
            m.flexibleMinX = a["flexibleMinX"] == "YES"
            m.widthSizable = a["widthSizable"] == "YES"
            m.flexibleMaxX = a["flexibleMaxX"] == "YES"
            m.flexibleMinY = a["flexibleMinY"] == "YES"
            m.heightSizable = a["heightSizable"] == "YES"
            m.flexibleMaxY = a["flexibleMaxY"] == "YES"
            open[k].autoresizingMask = m
        case ("edgeInsets", "layoutMargins"):
            open[k].layoutMargins = EdgeInsets(
                top: number(a["top"] ?? "0", "top") ?? 0, left: number(a["left"] ?? "0", "left") ?? 0,
                bottom: number(a["bottom"] ?? "0", "bottom") ?? 0, right: number(a["right"] ?? "0", "right") ?? 0)
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            // Stored as left and right for a left-to-right layout, which is how they are laid out.
            open[k].layoutMargins = EdgeInsets(
                top: number(a["top"] ?? "0", "top") ?? 0, left: number(a["leading"] ?? "0", "leading") ?? 0,
                bottom: number(a["bottom"] ?? "0", "bottom") ?? 0, right: number(a["trailing"] ?? "0", "trailing") ?? 0)
        case ("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics"):
            open[k].isFreeformOnDevice = true
        case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
            open[k].simulatedBars.navigationBar = true
            open[k].simulatedBars.opaqueNavigationBar = a["translucent"] == "NO"
        case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
            open[k].simulatedBars.tabBar = true
            open[k].simulatedBars.opaqueTabBar = a["translucent"] == "NO"
        case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
            open[k].simulatedBars.toolbar = true
        case ("viewLayoutGuide", "safeArea"):
            open[k].safeAreaGuide = uniqueID(a["id"])
        case ("viewLayoutGuide", "layoutMargins"):
            open[k].layoutMarginsGuide = uniqueID(a["id"])
        case ("keyboardLayoutGuide", "keyboard"):
            open[k].keyboardGuide = uniqueID(a["id"])
        case ("viewLayoutGuide", "contentLayoutGuide"):
            open[k].contentLayoutGuide = uniqueID(a["id"])
        case ("viewLayoutGuide", "frameLayoutGuide"):
            open[k].frameLayoutGuide = uniqueID(a["id"])
        case ("viewLayoutGuide", let key?):
            problem(.unsupported, "the \(key) guide of \(open[k].element) \(open[k].id) is not modelled yet")
        case ("fontDescription", "fontDescription"):
            open[k].fontSize = DocumentBuilder.pointSize(a["pointSize"]) ?? a["style"].flatMap { DocumentBuilder.textStyleSizes[$0] }
            let systemType = a["type"] == "system" && a["weight"] == nil
            let regularStyle = a["style"].map { DocumentBuilder.textStyleSizes[$0] != nil && $0 != "UICTFontTextStyleHeadline" } ?? false
            open[k].hasSystemFont = systemType || regularStyle
        case (_, "cell") where element.hasSuffix("Cell"):
            open[k].cell = IBCell(
                type: a["type"], bezelStyle: a["bezelStyle"], borderStyle: a["borderStyle"], controlSize: a["controlSize"],
                title: a["title"], drawsBackground: a["drawsBackground"] == "YES", imageFrameStyle: a["imageFrameStyle"],
                imagePosition: a["imagePosition"], sliderType: a["sliderType"], segmentStyle: element == "segmentedCell" ? a["style"] : nil,
                numberOfTickMarks: a["numberOfTickMarks"].flatMap { Int($0) } ?? 0)
        case ("buttonConfiguration", "configuration"):
            open[k].hasButtonConfiguration = true
        case ("collectionViewLayout", "collectionViewLayout"):
            open[k].hasCustomCollectionLayout = true
        case ("inset", "contentEdgeInsets"):
            func side(_ key: String) -> Double { number(a[key] ?? "0", key).map { min(max($0, -100_000), 100_000) } ?? 0 }
            open[k].contentEdgeInsets = EdgeInsets(top: side("minY"), left: side("minX"), bottom: side("maxY"), right: side("maxX"))
        case ("state", "normal"):
            if open[k].text == nil { open[k].text = a["title"] }
            if a["image"] != nil || a["backgroundImage"] != nil { open[k].hasImage = true }
        case ("imageReference", _):
            open[k].hasImage = true
        case ("string", "text"):
            break
        default:
            break
        }
    }

    private func recordVariation(_ element: String, key maskKey: String, reference: String?) {
        guard let reference,
            let variationKey = stack.reversed().lazy.compactMap({ if case let .variation(key) = $0 { key } else { nil } }).first,
            case let .view(k)? = stack.last(where: isView)
        else { return }
        guard maskKey == "constraints" || maskKey == "subviews" else { return }
        if !open[k].variations.contains(where: { $0.key == variationKey }) { open[k].variations.append(IBVariation(key: variationKey)) }
        guard let j = open[k].variations.firstIndex(where: { $0.key == variationKey }) else { return }
        if element == "exclude" {
            open[k].variations[j].excluded.append(reference)
        } else {
            open[k].variations[j].included.append(reference)
        }
    }

    /// The innermost view controller being read.
    private var controller: IBController? {
        for c in stack.reversed() { if case let .controller(c) = c { return c } }
        return nil
    }

    private func close(_ context: Context) {
        switch context {
        case let .view(k):
            guard k == open.count - 1, let v = open.popLast() else { return }
            if v.element == "window" {
                // A window's scene is its content view.
                if let content = v.subviews.first { addScene(.window, root: content) }
            } else if let parentIndex = open.indices.last {
                // A cell inside a table's or collection's prototypes is a scene of its own.
                if v.element == "tableViewCell" || v.element == "collectionViewCell" || v.element == "collectionReusableView" {
                    // A table's prototype cell that stores no frame (Xcode 6 and 7) is as wide as
                    // its table and as high as its row (DesignerNewsApp's loading cell centres its
                    // indicator at 300 in a 600-wide table).
                    var cell = v
                    if v.element != "collectionReusableView" { open[parentIndex].hasCells = true }
                    let table = open[parentIndex]
                    cell.hasNoSeparator = table.element == "tableView" && table.hasNoSeparator
                    cell.isPrototypeInTable = v.element == "tableViewCell" && table.element == "tableView"
                    cell.isPrototypeInControllersTable = cell.isPrototypeInTable && table.key == "view"
                    // Before Xcode 8 the canvas draws a 1-point separator under a prototype and
                    // stores its content view 1 shorter (199 of the corpus's 226 such cells); one
                    // stored as high as its cell was laid out so all the same (dobrochannel's
                    // board cells, Xcode 7.2, twenty-second held-out set: labels 4 inside the
                    // content view's margins stored 19 high in a 44-high cell, not 20).
                    if let c = cell.frame, v.element == "tableViewCell", table.element == "tableView", !table.hasNoSeparator,
                        document.toolsVersionNumber < 11000,
                        v.subviews.contains(where: { $0.element == "tableViewCellContentView" && $0.frame?.height == c.height })
                    {
                        DocumentBuilder.changeContentViewFrame(of: &cell) { $0.height = max(0, c.height - 1) }
                    }
                    if cell.frame == nil, v.element == "tableViewCell", table.element == "tableView", let f = table.frame {
                        cell.frame = Frame(x: 0, y: 0, width: f.width, height: v.rowHeight ?? table.rowHeight ?? 44)
                    } else if var c = cell.frame, v.element == "tableViewCell", let rowHeight = v.rowHeight, rowHeight != c.height,
                        v.subviews.contains(where: { $0.element == "tableViewCellContentView" && $0.frame == nil })
                            || document.toolsVersionNumber < 8000
                    {
                        // A prototype whose content view stores no frame (Xcode 6) is laid out at
                        // its own row height, whatever height its stale frame says (hniosreader's
                        // profile cell, Xcode 6.3: stored 44 high, its web view 94 high in a 94
                        // row); so is any of Xcode 5 to 7, its content view too (MusicApp's song
                        // cell, Xcode 7: stored 44 and 43 high, a label 8 + 134 + 8 in a 151 row).
                        DocumentBuilder.changeContentViewFrame(of: &cell) { $0.height = max(0, rowHeight - (c.height - $0.height)) }
                        c.height = rowHeight
                        cell.frame = c
                    }
                    if var c = cell.frame, v.element == "tableViewCell", table.element == "tableView", let f = table.frame,
                        f.width > c.width, document.toolsVersionNumber < 8000
                    {
                        // One stored 320 wide in Xcode 6's 600-wide table was laid out at the table's
                        // width (QuickBlox's chat sample, Xcode 6: its label 532 wide in the cell),
                        // its content view too, beside its accessory (marielin's Reminders, Xcode 7:
                        // a list cell's content view stored 320 wide, its label 515).
                        c.width = f.width
                        cell.frame = c
                        let width = max(0, f.width - SceneLayout.accessoryWidth(of: cell))
                        DocumentBuilder.changeContentViewFrame(of: &cell) { $0.width = width }
                    }
                    // Before Xcode 8 a collection view's prototype may keep the 50 x 50 frame it
                    // was dropped with while its content view has the layout's item size, which
                    // the canvas lays it out at (SwiftChess' move cell, Xcode 7: a label 8 inside
                    // a 91 x 91 content view stored 75 x 75; CDMovie's top cell, Xcode 7,
                    // twenty-eighth held-out set: 97 x 140, its flow layout's item size; all 22
                    // such cells of the corpus are from Xcode 6 and 7).
                    if var c = cell.frame, v.element == "collectionViewCell", document.toolsVersionNumber < 11000,
                        let content = v.subviews.first(where: { $0.key == "contentView" })?.frame,
                        content.width != c.width || content.height != c.height
                    {
                        c.width = content.width
                        c.height = content.height
                        cell.frame = c
                    }
                    addScene(.cell, root: cell)
                } else {
                    open[parentIndex].subviews.append(v)
                }
            } else if let controller {
                sceneControllers[document.scenes.count] = controller.id
                var scene = IBScene(
                    kind: .viewController, id: sceneID ?? v.id, name: controller.name, root: v, line: v.line, column: v.column)
                scene.topLayoutGuide = controller.topGuide
                scene.bottomLayoutGuide = controller.bottomGuide
                document.scenes.append(scene)
            } else {
                let kind: IBScene.Kind = v.element.hasSuffix("Cell") || v.element == "collectionReusableView" ? .cell : .view
                addScene(kind, root: v)
            }
        case let .controller(c):
            controllerBars[c.id] = c
            sceneController = c.id
            // Old guides declared after the controller's view.
            if c.topGuide != nil || c.bottomGuide != nil, let k = document.scenes.indices.last,
                document.scenes[k].kind == .viewController, document.scenes[k].topLayoutGuide == nil
            {
                document.scenes[k].topLayoutGuide = c.topGuide
                document.scenes[k].bottomLayoutGuide = c.bottomGuide
            }
            if c.freeform {
                for (k, id) in sceneControllers where id == c.id { document.scenes[k].root.isFreeformOnDevice = true }
            }
        default:
            break
        }
    }

    private func addScene(_ kind: IBScene.Kind, root: IBView) {
        let name = root.userLabel ?? root.customClass ?? LabelText.titled(root.element)
        var root = root
        // Before Xcode 8 a table cell's content view keeps the frame it was created with, 320 x
        // 43, whatever size the cell is given: Interface Builder lays it out at the cell's
        // bounds, as one that stores no frame (VideoPlayer's cache cell, Xcode 6: 379 x 92, its
        // content's subview 90 high 1 below the top; JXL's recommendation cell, Xcode 7).
        if kind == .cell, root.element == "tableViewCell", document.toolsVersionNumber < 8000, let f = root.frame,
            f.width != 320 || f.height != 44
        {
            for k in root.subviews.indices
            where root.subviews[k].element == "tableViewCellContentView"
                && root.subviews[k].frame == Frame(x: 0, y: 0, width: 320, height: 43)
            {
                root.subviews[k].frame = nil
            }
        }
        var scene = IBScene(kind: kind, id: root.id, name: name, root: root, line: root.line, column: root.column)
        // A XIB's top-level view under the bars it simulates (TODOs' TodoView, Xcode 10 on an
        // iPhone 8: a simulated navigation bar, its content 12 below the safe area's top at 64).
        if kind == .view { scene.bars = root.simulatedBars }
        document.scenes.append(scene)
    }

    // MARK: Values

    private func constraint(_ a: [String: String], line: Int, column: Int) -> IBConstraint? {
        guard case let .view(k)? = stack.last(where: isView) else { return nil }
        guard let first = a["firstAttribute"] else {
            problem(.error, "a constraint without firstAttribute")
            return nil
        }
        let multiplier = a["multiplier"].map { text -> Double? in
            let m = DocumentBuilder.multiplier(text)
            if m == nil { problem(.error, "multiplier '\(text)' is not a number, a ratio (16:9) or a fraction (1/3)") }
            return m
        }
        guard let multiplier = multiplier ?? 1 else { return nil }
        guard let constant = number(a["constant"] ?? "0", "constant") else { return nil }
        let priority = priority(a["priority"], "priority") ?? 1000
        let relation = a["relation"] ?? "equal"
        guard ["equal", "lessThanOrEqual", "greaterThanOrEqual"].contains(relation) else {
            problem(.error, "unknown relation '\(relation)'")
            return nil
        }
        return IBConstraint(
            id: a["id"] ?? "", firstItem: a["firstItem"] ?? open[k].id, firstAttribute: first, relation: relation,
            secondItem: a["secondItem"], secondAttribute: a["secondAttribute"], multiplier: multiplier, constant: constant,
            priority: priority, identifier: a["identifier"], isPlaceholder: a["placeholder"] == "YES",
            isStandardSpacing: a["symbolic"] == "YES", line: line, column: column)
    }

    /// The properties a `<variation>` element sets (its attributes but the key), if any.
    static func propertyVariation(_ a: [String: String]) -> IBPropertyVariation? {
        var attributes = a
        guard let key = attributes.removeValue(forKey: "key"), !attributes.isEmpty else { return nil }
        return IBPropertyVariation(key: key, attributes: attributes)
    }

    /// `0.5`, `16:9` (16/9) or `1/3`.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite else { return nil }
            let m = a / b
            return m.isFinite && abs(m) <= 1e6 ? m : nil
        }
        guard let m = Double(text), m.isFinite, abs(m) <= 1e6 else { return nil }
        return m
    }

    /// A finite number within ±10⁷ points, else a problem and `nil`.
    private func number(_ text: String?, _ what: String) -> Double? {
        guard let text else { return nil }
        guard let v = Double(text), v.isFinite, abs(v) <= 1e7 else {
            problem(.error, "\(what) '\(text)' is not a usable number")
            return nil
        }
        return v
    }

    private func priority(_ text: String?, _ what: String) -> Float? {
        guard let text else { return nil }
        guard let v = Float(text), v.isFinite, v >= 1, v <= 1000 else {
            problem(.error, "\(what) '\(text)' is not a priority from 1 to 1000")
            return nil
        }
        return v
    }
}

/// Names as Xcode's outline writes them.
enum LabelText {
    /// `viewController` → `View Controller`, `tableViewCell` → `Table View Cell`.
    static func titled(_ element: String) -> String {
        var out = ""
        for (k, c) in element.enumerated() {
            if k == 0 {
                out += c.uppercased()
            } else if c.isUppercase {
                out += " " + String(c)
            } else {
                out.append(c)
            }
        }
        return out
    }
}
