/// The text of `:help` and its topics.
public enum Help {
    /// Topic names and their texts.
    public static let topics: [(name: String, text: String)] = [
        (
            "views",
            """
            view NAME [in PARENT] [WxH | "Title"] [hugging H[,V]] [compression H[,V]] [baseline N]
                 [content-inset automatic|never]
              Declares a view, a subview of PARENT (default: the root, named root). WxH gives it an
              intrinsic content size (- for none on that axis: view field -x30); a "Title" sizes it
              like an iOS 7 system button: 15-point text with Helvetica's advances, width rounded
              up, height 30, baseline 9 above the bottom ("Button" is 44x30). Hugging 250,
              compression resistance 750 unless given (one number: both axes; view label 100x21
              hugging 251 baseline 5). content-inset automatic makes it a scroll view whose
              content inset takes up the safe area: its subviews have none of their own (iOS 11+).
              Declaring an existing view again changes what the line says and keeps the rest.
            size WxH          the root's size (default 320x568, the iPhone of the book)
            rotate            swap width and height (portrait <-> landscape)
            :device [NAME [landscape]]   a preset size; alone, the list
            :remove NAME      remove a view, its subviews and their constraints
            :set create-views on          let VFL and equations create views on first use
            :set text-size xl             Dynamic Type: titles set larger (xs s m l xl xxl xxxl, ax1-ax5)
            :set keep-visible field,send  views the keyboard must not cover (checked by :stress)
            """
        ),
        (
            "vfl",
            """
            Apple's Visual Format Language, one format per line:
              H:|-[a]-[b(==a)]-|      V:|-20-[a(>=44@750)]      [a]-(>=8)-[b]     |[a]|
            orientation H: or V: (default H:), | the superview, - a standard space (8 between
            views, 20 to the edge), -N- or -(>=N@P)- a spacing, [v(==N)] [v(>=w)] sizes, metrics by
            name (metric gap = 12, then -gap-). Strict VFL allows no spaces; :set extensions all
            (or a list of whitespace, comments, statements, expressions, named-priorities,
            spacers) opens the extensions described in docs/language.md.
            Format options follow the format after options: (Apple's names, a leading dot allowed):
              H:|-[a]-[b]-| options: alignAllTop, alignAllBottom
            """
        ),
        (
            "equations",
            """
            a.attr (== | <= | >=) [M *] b.attr [* M] [+|- C] [+ standard] [@P]
            a.attr (== | <= | >=) C [@P]
              button.centerX == superview.centerX     a.width == 0.5 * b.width + 10 @750
            superview is a's parent. Attributes: left right top bottom leading trailing width
            height centerX centerY baseline (lastBaseline) firstBaseline. Priorities 1-1000 or
            required high low fittingSize. Priorities are a strict order, as in Apple's engine.
            """
        ),
        (
            "rules",
            """
            What Auto Layout adds to every layout, and so does the workbench:
              The screen's size is required: root.width == W and root.height == H, named as UIKit
              names them (UIView-Encapsulated-Layout-Width / -Height). A layout that needs another
              root size is a conflict, and the constraint broken is never the screen's size.
              size, rotate and :device move those two constants.
              Sizes are never negative: every view's width >= 0 and height >= 0 (required), named
              in conflicts as "implicit: sizes are never negative".
            :fit [NAME] measures instead (systemLayoutSizeFitting): the size NAME's own constraints
            give it when its size is only a wish at priority 50, pulled toward 0x0 (the smallest)
            and toward a huge size (the largest). For the root: the size the layout wants if the
            screen did not fix it.
            When a required constraint breaks, :explain N lists what else could give way: for each
            constraint of the conflicting set, the frames without it.
            """
        ),
        (
            "ambiguity",
            """
            A view is ambiguous when its left, top (relative to its superview), width or height
            differs between optimal layouts: layouts that keep every required constraint and whose
            violations of non-required constraints are as small as they can be, priority by
            priority from the highest (within one priority, points of violation add up). The interval shown is the range the attribute
            takes over all of them (sizes from 0 up). This is Apple's hasAmbiguousLayout, and it
            includes ties between soft constraints: with b.width <= 50 @300 and
            b.width >= 100 @300, every width from 50 to 100 costs the same, so b's width is
            ambiguous though any move makes one of the two worse. :exercise NAME shows another
            optimal layout (exerciseAmbiguityInLayout). A view inside an ambiguous container is
            judged relative to it, so only the container is named. Above 300 views the check runs
            on demand (:check, :explain, :frames, :json).
            """
        ),
        (
            "logs",
            """
            Apple's "Unable to simultaneously satisfy constraints" log, pasted or in a file:
              :log FILE [N]   explain every log in FILE and load log N (default: the first that
                              conflicts) as this session's layout (:undo takes it back)
              :paste          paste it at the prompt; an empty line after it, two empty lines
                          in a row, or Ctrl-D end the paste (Ctrl-D does not leave vfl)
            For each log: the views (named by identifier, text or class), the constraints as
            equations with who made them (app, autoresizing, encapsulated, margins, safe-area,
            stack-view, layout-guide, system), whether they really conflict, the smallest set
            that does and its arithmetic, the constraint Apple broke, and fixes (drop one, or
            lower it to 999) with the frames each gives. Lines it cannot read are shown with a
            caret; the rest is read. From a shell: vfl explain-log [--json] [--svg FILE] FILE.
            """
        ),
        (
            "dynamics",
            """
            UIKit Dynamics on Box2D 2.4.1 (100 points per metre, UIKit's 60 Hz frames of two 1/120 s
            steps). The root is the reference view; ITEMS are view names separated by commas.
              gravity ITEMS [magnitude M] [angle RADIANS | direction DX,DY]
                  magnitude 1 = 1000 points/s², angle pi/2 = down (radians; pi/2, 3pi/2 accepted)
              collision ITEMS [bounds [insets TOP,LEFT,BOTTOM,RIGHT]] [mode items|boundaries|everything]
                  bounds: the root's bounds hold the items in (translatesReferenceBoundsIntoBoundary)
              boundary NAME from X,Y to X,Y      a segment (root coordinates) of every collision
                                                 behaviour whose mode includes boundaries
              item ITEMS [elasticity E] [friction F] [density D] [resistance R]
                         [angularResistance A] [rotation on|off] [anchored on|off]
              push ITEMS instant|continuous [magnitude M] [angle RADIANS] [offset X,Y]
                  magnitude 1 moves a 100x100 item of density 1 by 100 points/s (UIKit's default
                  magnitude is 0; here it is 1)
              snap ITEM to X,Y [damping D]       damping 0-1, default 0.5
              attach ITEM to ITEM|X,Y [length L] [damping D] [frequency F]   frequency 0: rigid
              dynamics off                       every behaviour goes; items go back to Auto Layout
              dynamics remove KIND [ITEMS]       KIND: gravity collision item push snap attach boundary
            Defaults are the engine's, which UIKit really uses (Apple documents 0 for some):
            elasticity 0.2, friction 0.2, density 1, resistance 0.1, angular resistance 0.1,
            rotation on; boundaries elasticity 0.2, friction 0.2. Per property, the last item
            behaviour that sets it wins. The animator has one gravity: the last gravity
            behaviour sets it, removing one sets it to zero (as UIKit's engine does).
            An item joins at its Auto Layout frame when a behaviour first names it (lay out,
            then animate); from then on its centre and angle are the animator's (:frames and
            :explain say so) until dynamics off or it leaves every behaviour.
              :simulate [SECONDS]   run until the animator rests (at most 30 s): first contacts,
                                    rebounds, when it came to rest, the frames that moved
              :play [SECONDS]       the same drawn in the terminal as it happens; Ctrl-C stops
              vfl simulate FILE [--seconds S] [--json] [--svg OUT.svg]
            Runs are deterministic and part of the session: :undo takes one back, :save keeps it.
            """
        ),
        (
            "keyboard",
            """
            keyboard [on]      show the iOS 7 keyboard (216 points high, 162 in landscape)
            keyboard HEIGHT    a keyboard of that height; keyboard off hides it
            After each change the REPL reports the views it covers, the intersection of the root
            and the keyboard (CGRectIntersection), and the bottom content inset a scroll view needs.
            """
        ),
        (
            "output",
            """
            After each accepted line: a status line (what changed, solve time), the frames that
            changed (old -> new), then warnings: constraints broken because required ones conflict,
            views whose frame is ambiguous (with a hint), what the keyboard covers.
            :mode diff|table|draw|json|quiet chooses; :frames :draw :json :check show on demand;
            :set timing off hides solve times, :set color on|off. A failed line shows the line
            with a caret under the column and changes nothing.
            """
        ),
        (
            "modern",
            """
            What Apple added since iOS 7, each from its version (:set ios 7-18, default 7; using
            one earlier is an error that names the version):
              :set ios 11            the rules of that iOS (also vfl run|solve|parse|stress --ios)
              :device iphone-15 [landscape]   a device: its screen, safe area and status bar
              :set navigation-bar on | tab-bar on | toolbar on   bars add to the safe area
              :set large-titles on   the navigation bar shows a large title: 96 high, not 44
              :set sheet on          a page sheet: no status bar, a 56-point navigation bar
              :set additional-safe-area 0,0,20,0   additionalSafeAreaInsets: added after the bars
              a.leading == superview.leadingMargin    the margin attributes (iOS 8): left right top
                bottom leading trailing Margin, centerX/centerYWithinMargins; VFL's |- is the
                superview's margin from iOS 8 (20 points from the edge on iOS 7)
              margins card 16,20,16,20 [preserving on|off] [safe-area on|off]   a view's margins
                (top, leading, bottom, trailing); 'default' for UIKit's (8; the root's 16 or 20)
              a.top == root.safeAreaLayoutGuide.top   guides (iOS 9, 11, 15): safeAreaLayoutGuide,
                layoutMarginsGuide, readableContentGuide, root.keyboardLayoutGuide (follows keyboard)
              guide spacer in root   a UILayoutGuide (iOS 9): laid out like a view, drawn as none
              view email frame 20,40,280,30 autoresizing flexibleWidth [within 320x200]   a view placed by frame and
                autoresizing mask (translatesAutoresizingMaskIntoConstraints on); autoresizing
                email off turns it off. within WxH: the superview's size the frame was set in
                (as a nib stores it), else its size when the line runs
              stack form email, password, go axis vertical distribution fill alignment fill
                spacing 8|system [margins-relative on] [baseline-relative on]   a UIStackView
                (iOS 9); its views are its subviews. stack form add|remove|hide|show VIEW,
                stack form spacing-after VIEW N, stack form length VIEW N (the view's current
                length, which fillProportionally reads without an intrinsic size; a nib's frame's),
                stack form cross-length VIEW N (across the axis: what UISV-ambiguity-suppression
                holds a view at when nothing else sizes it; 0 unless said).
                It makes UIKit's UISV- constraints, shown by
                :constraints and in conflicts.
            """
        ),
        (
            "editing",
            """
            A line ending in \\ continues on the next. Tab completes commands, view names (after
            [ and in equations), attributes after a dot, relations, metrics and views inside ( ),
            priorities after @, file names after :load :save :svg. Up and Ctrl-R search history
            (kept in $XDG_STATE_HOME/vfl/history or ~/.vfl_history). Ctrl-C drops the line,
            Ctrl-D leaves. ~/.editrc (libedit syntax, program name vfl) is read at start.
            """
        ),
    ]

    /// `:help` or `:help TOPIC`, for an interpreter that knows `commands`.
    public static func text(topic: String?, commands: CommandCatalog = .standard) -> String {
        if let topic {
            if let found = topics.first(where: { $0.name == topic }) { return found.text }
            let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
            if let command = commands.commands.first(where: { $0.name == name }) {
                return ":\(command.name) \(command.usage)\n  \(command.summary)"
            }
            return "no help on '\(topic)'. Topics: \(topics.map(\.name).joined(separator: ", ")), or any command name"
        }
        var lines = [
            "Statements (see :help TOPIC for " + topics.map(\.name).joined(separator: ", ") + "):",
            "  view NAME [in PARENT] [WxH | \"Title\"]   declare a view (also hugging, compression, baseline)",
            "  metric NAME = NUMBER                     a VFL metric",
            "  size WxH | rotate                        the root's size; portrait <-> landscape",
            "  keyboard [HEIGHT | on | off]             show or hide the keyboard",
            "  H:|-[a]-[b]-| [options: alignAllTop]     a VFL line (also V:..., |..., [...)",
            "  a.centerX == superview.centerX @750      an equation",
            "  gravity a,b  collision a,b bounds  ...   UIKit Dynamics (:help dynamics)",
            "  margins, guide, stack, view a frame ...  margins, guides, stack views, autoresizing (:help modern)",
            "Commands:",
        ]
        let width = commands.commands.map { $0.name.count + $0.usage.count }.max() ?? 0
        for c in commands.commands {
            let head = ":\(c.name) \(c.usage)"
            lines.append("  " + head + String(repeating: " ", count: max(width + 3 - head.count, 1)) + c.summary)
        }
        return lines.joined(separator: "\n")
    }
}
