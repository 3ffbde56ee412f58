/// A long-lived object that draws part of the screen and handles keys.
///
/// Views are kept from one rendering to the next: the same view instance shows every
/// rendering of its screen type until that type changes. Pure view state (a cursor in a
/// text field, a scroll offset) lives here; anything the app must remember lives in
/// workflow state.
///
/// Subclasses override `layout()` (the size changed), `draw(in:)`, and either
/// `keyCommands` or `handle(_:)`. Containers override `focusedChild` so keys reach the
/// child first, and lay out every child they keep in their own `layout()`, drawn or not
/// (see `layOut(at:)`).
///
/// A frame draws only the views that changed: one shown a new screen, one that handled
/// a key, one that called `setNeedsDisplay()`, one laid out at a new size or moved. The
/// others keep the cells they drew last (see ``drawsIncrementally``).
@MainActor
open class TerminalView {
    /// The size this view was last laid out at.
    public private(set) var size: Size = .zero
    /// Whether the view has been laid out at a size (by `layOut(at:)` or by drawing).
    private(set) var hasLaidOut = false

    /// Called when the view, or one inside it, needs drawing outside of key handling (a
    /// worker finished, say). Containers connect it to their own (see `adopt(_:)`); the
    /// session connects the root and draws a frame.
    public var onNeedsDisplay: (() -> Void)?

    /// Given work to run once the frame being drawn is written (see `afterFrame(_:)`).
    /// The session connects the root's; views inside reach it through their containers.
    public var onAfterFrame: ((@escaping @MainActor () -> Void) -> Void)?

    /// The view that adopted this one (see `adopt(_:)`): where the keys this view lets
    /// go bubble up to. Nil for the root.
    public private(set) weak var container: TerminalView?

    /// Whether this view must draw in the next frame: what it shows changed.
    public private(set) var needsDisplay = true
    /// Whether a view inside this one must draw in the next frame.
    private var hasChangedDescendant = true
    /// Where the view drew last, and whether it then drew over its children.
    private var drawnPlacement: Canvas.Placement?
    private var drewOverChildren = false
    /// The frame this view last drew in, and the drawing of its container it last took
    /// part in (drawn or kept): its cells are still its own only if it took part in
    /// the container's last drawing, since a view shown in its place meanwhile (another
    /// pane, another item of a stack) drew over them.
    private var lastDrawnFrame = -1
    private var lastContainerDrawing = -1

    public init() {}

    /// Marks the view as changed, so the next frame draws it again, and asks for that
    /// frame; cheap to call often, frames are coalesced.
    public func setNeedsDisplay() {
        needsDisplay = true
        onNeedsDisplay?()
    }

    /// Runs `work` once the frame that shows this key's or this update's change has been
    /// written to the terminal, before the next event is read.
    ///
    /// For what can wait until the user sees the change: a list shows a move of its
    /// selection at once and tells its workflow afterwards, so the frame does not wait
    /// for the workflows to render. Work given outside a session (a view not shown) runs
    /// on the main actor's next turn.
    public func afterFrame(_ work: @escaping @MainActor () -> Void) {
        var view = self
        while let container = view.container { view = container }
        if let onAfterFrame = view.onAfterFrame {
            onAfterFrame(work)
        } else {
            Task { @MainActor in work() }
        }
    }

    /// True while this view draws: a view inside it that changes meanwhile (laid out
    /// again, say) is drawn in this frame, so nothing needs asking for.
    private var isDrawing = false

    /// A view inside this one changed: this one must take part in the next frame.
    private func descendantNeedsDisplay() {
        guard !isDrawing else { return }
        hasChangedDescendant = true
        onNeedsDisplay?()
    }

    /// Makes this view `child`'s container: the child reports its display requests
    /// through this view, and can find the commands around it
    /// (`keyCommands(bubblingUpFrom:)`).
    public func adopt(_ child: TerminalView) {
        child.container = self
        child.onNeedsDisplay = { [weak self] in self?.descendantNeedsDisplay() }
    }

    // MARK: Drawing

    /// Whether the view, when it draws again at the place it drew last, is given its
    /// last drawing rather than a blank canvas, and changes only the cells that
    /// changed (`canvas.isBlank` says which it got).
    ///
    /// A container that writes every cell of its area that none of its children covers
    /// (a header, a separator) answers true: when only a child changed, the container
    /// writes its own cells again and the children that did not change keep theirs. A
    /// list answers true to draw again only the rows that changed. The default, false,
    /// clears the view's area and draws its children again with it.
    open var drawsIncrementally: Bool { false }

    /// Whether the view draws over its children (a modal's frame over its base): then
    /// it draws in full, children and all, whenever it draws.
    open var drawsOverChildren: Bool { false }

    /// Lays the view out if its size changed, then draws it into `canvas` if it or a view
    /// inside it changed since it last drew there. Containers call this on their children.
    public final func render(in canvas: Canvas) {
        if Self.isDrawingWholeFrameToCompare {
            draw(in: canvas)
            return
        }
        layOut(at: canvas.size)
        let placement = canvas.placement
        areaOnScreen = (placement.origin, placement.clip)
        let tookPartInLastDrawing = lastContainerDrawing == canvas.drawing.previous
        lastContainerDrawing = canvas.drawing.current
        let keepsLastDrawing = !canvas.isBlank && placement == drawnPlacement && tookPartInLastDrawing
        guard !keepsLastDrawing || needsDisplay || hasChangedDescendant else {
            canvas.restoreCursorSetAside()
            return
        }
        let drawsOver = drawsOverChildren
        let isIncremental = keepsLastDrawing && drawsIncrementally && !drawsOver && !drewOverChildren
        needsDisplay = false
        hasChangedDescendant = false
        drawnPlacement = placement
        drewOverChildren = drawsOver
        let pass = Canvas.DrawingPass(current: canvas.drawing.current, previous: lastDrawnFrame)
        lastDrawnFrame = canvas.drawing.current
        // A view drawn incrementally shows the cursor only if it, or a view inside it
        // that keeps its drawing, puts it there again.
        if isIncremental { canvas.setCursorAside() }
        isDrawing = true
        draw(in: (isIncremental ? canvas : canvas.cleared()).within(pass))
        isDrawing = false
    }

    /// True while a session draws a whole frame beside the one it keeps, to check that
    /// drawing only what changed gives the same picture: every view then draws in full,
    /// on a blank canvas, and keeps nothing of it.
    static var isDrawingWholeFrameToCompare = false

    /// Lays the view out at `newSize` (its `layout()` runs) unless it was last laid out
    /// at that size, without drawing it.
    ///
    /// Rendering a view lays it out at its canvas's size; a container calls this, in its
    /// own `layout()`, for each child it keeps, at the size it draws that child at, or
    /// would if the child were shown. So a child that is not drawn now (an item under a
    /// back stack's top one), and every view inside it, follows a resize as a shown one
    /// does: a split under a pushed screen still tells its workflow how a resize arranges
    /// its panes. A child the container has no room for (a split's hidden pane) is left
    /// at the size it had.
    ///
    /// ```swift
    /// override func layout() {
    ///     let rows = Layout.rows(.fill(), .length(1)).split(Rect(size: size))
    ///     content.layOut(at: rows[0].size)
    /// }
    /// ```
    public final func layOut(at newSize: Size) {
        guard !hasLaidOut || newSize != size else { return }
        size = newSize
        hasLaidOut = true
        layout()
        needsDisplay = true
    }

    /// The size changed (or this is the first frame): recompute what depends on it. A
    /// container lays out its children here (see `layOut(at:)`).
    open func layout() {}

    /// Draws the view. The canvas is blank when this is called, unless the view draws
    /// incrementally (`TerminalView.drawsIncrementally`) and finds its last drawing there.
    open func draw(in canvas: Canvas) {}

    // MARK: Keys

    /// The child that gets keys first, if any.
    open var focusedChild: TerminalView? { nil }

    /// The keys this view answers right now. A key belongs to one of them: two on the
    /// same key are a ``KeyConflict``, unless one gives it up (``KeyCommand/yieldingKeys``).
    open var keyCommands: [KeyCommand] { [] }

    /// True while a text field (or area) of this view has focus: then a key that types
    /// text (`KeyEvent.typesText`: a character, Space, a paste) goes to ``handle(_:)``
    /// before any command, this view's or a container's, and never runs one. The default
    /// ``handle(_:)`` lets such a key go, for the view to give its field; the footer and
    /// the help stop offering commands on those keys meanwhile (a list's j and k: its
    /// arrows still move).
    ///
    /// ```swift
    /// override var isEditingText: Bool { screen.isFiltering }
    ///
    /// override func handle(_ key: KeyEvent) -> Bool {
    ///     if super.handle(key) { return true }   // Enter, Esc, ↑, ↓…; never a letter
    ///     guard screen.isFiltering else { return false }
    ///     return filterField.handle(key).reportingChange(of: filterField.text, to: screen.onFilterChanged)
    /// }
    /// ```
    open var isEditingText: Bool { false }

    /// Handles a key this view's focused child did not. The default runs the command the
    /// key belongs to (see ``keyCommands``), unless the key types text while the view
    /// ``isEditingText``, or the command gives the key up to a command of a container
    /// around it (``KeyCommand/yieldingKeys``). Return false to let the key bubble up to
    /// the container.
    open func handle(_ key: KeyEvent) -> Bool {
        guard let command = activeCommand(for: key) else { return false }
        command.action()
        return true
    }

    /// The command of ``keyCommands`` that `key` runs now, if any: the first that has the
    /// key and does not give it up; else one that gives it up, if no container the key
    /// would reach has it.
    private func activeCommand(for key: KeyEvent) -> KeyCommand? {
        if isEditingText && key.typesText { return nil }
        let commands = keyCommands
        let onKey = commandsOnKeys(of: commands)?[key] ?? CommandsOnKey(in: commands, for: key)
        if let firm = onKey.firm { return commands[firm] }
        guard let yielding = onKey.yielding, !isTakenAround(key) else { return nil }
        return commands[yielding]
    }

    /// Where a key's commands are in a list of commands: the first that has it firmly,
    /// and the first that gives it up.
    private struct CommandsOnKey {
        var firm: Int?
        var yielding: Int?

        init() {}

        /// Found by looking through `commands`.
        @MainActor init(in commands: [KeyCommand], for key: KeyEvent) {
            for (index, command) in commands.enumerated() where command.keys.contains(key) {
                if !command.yields(key) {
                    firm = index
                    return
                }
                if yielding == nil { yielding = index }
            }
        }
    }

    /// The list of commands last looked through for conflicts, and once it is given again,
    /// each of its keys' commands: a view that keeps its list between keys (a list does)
    /// finds a key's command in one lookup, and has its conflicts reported once.
    private var checkedCommands: [KeyCommand]?
    private var checkedCommandsByKey: [KeyEvent: CommandsOnKey]?

    /// Each key's commands in `commands` when it is the list last given; nil for a new
    /// list, whose conflicts are reported now.
    private func commandsOnKeys(of commands: [KeyCommand]) -> [KeyEvent: CommandsOnKey]? {
        guard let checked = checkedCommands, checked.sharesStorage(with: commands) else {
            checkedCommands = commands
            checkedCommandsByKey = nil
            for conflict in KeyConflict.all(among: commands, of: type(of: self)) { report(conflict) }
            return nil
        }
        if let byKey = checkedCommandsByKey { return byKey }
        var byKey: [KeyEvent: CommandsOnKey] = [:]
        for (index, command) in commands.enumerated() {
            for key in command.keys {
                if command.yields(key) {
                    if byKey[key]?.yielding == nil { byKey[key, default: CommandsOnKey()].yielding = index }
                } else if byKey[key]?.firm == nil {
                    byKey[key, default: CommandsOnKey()].firm = index
                }
            }
        }
        checkedCommandsByKey = byKey
        return byKey
    }

    /// Whether a container that `key` would reach from here has a command on it that
    /// does not give it up.
    private func isTakenAround(_ key: KeyEvent) -> Bool {
        guard !capturesKeys else { return false }
        var view: TerminalView = self
        while let container = view.container {
            let loses = container.isEditingText && key.typesText
            if !loses, container.keyCommands.contains(where: { $0.keys.contains(key) && !$0.yields(key) }) {
                return true
            }
            if container.capturesKeys { return false }
            view = container
        }
        return false
    }

    /// Offers `key` to the focused child first, then to this view. The view that takes
    /// it is drawn again: a key may change what it shows (a cursor, a scroll). Text typed
    /// while the view ``isEditingText`` stays here, taken or not.
    public final func dispatch(_ key: KeyEvent) -> Bool {
        if let child = focusedChild, child.dispatch(key) { return true }
        guard handle(key) else { return isEditingText && key.typesText }
        setNeedsDisplay()
        return true
    }

    // MARK: Key conflicts

    /// Where conflicts go: the session sets it on its root (see
    /// `TerminalSession.onKeyConflict`).
    var onKeyConflict: ((KeyConflict) -> Void)?

    /// Hands `conflict` to the root's session; outside one, a debug build stops.
    func report(_ conflict: KeyConflict) {
        var view: TerminalView = self
        while let container = view.container { view = container }
        if let onKeyConflict = view.onKeyConflict {
            onKeyConflict(conflict)
        } else {
            assertionFailure(conflict.description)
        }
    }

    /// True while this view answers every key itself (a question waiting for y/n), so
    /// the keys of the views around it are not offered in the footer.
    open var capturesKeys: Bool { false }

    // MARK: Mouse

    /// Where this view was last drawn, in the frame's coordinates: its origin, and the
    /// cells of it that were visible (a click can land only there). Nil until drawn.
    private var areaOnScreen: (origin: Point, visible: Rect)?

    /// The children shown now that a click may land on, frontmost first. The default is
    /// the focused child; a container that shows several side by side (a split) lists
    /// them all, and one that draws over its children (an alert) lists none while it does.
    open var childrenUnderMouse: [TerminalView] {
        focusedChild.map { [$0] } ?? []
    }

    /// Handles a mouse event that landed on this view and that no child under it took,
    /// with `event.position` in this view's coordinates. Return false to let it go to
    /// the container. The default takes nothing.
    ///
    /// ```swift
    /// override func handleMouse(_ event: MouseEvent) -> Bool {
    ///     guard event.isLeftClick, event.position.row < rows.count else { return false }
    ///     select(event.position.row)
    ///     return true
    /// }
    /// ```
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// Help entries for what the mouse does on this view. A help screen lists those of
    /// every view a click can reach (see `childrenUnderMouse`), focused or not: the mouse
    /// goes where the pointer is, not where the keys go. Offer them only with the mouse
    /// on (`ViewEnvironment.usesMouse`).
    ///
    /// ```swift
    /// override var mouseHelp: [KeyHint] {
    ///     environment.usesMouse ? [KeyHint(keys: "wheel", label: "scroll the note")] : []
    /// }
    /// ```
    open var mouseHelp: [KeyHint] { [] }

    /// Offers `event` (in the frame's coordinates) to the frontmost child under it, down
    /// the tree, then to this view. The view that takes it is drawn again, as for a key.
    @discardableResult
    public final func dispatch(_ event: MouseEvent) -> Bool {
        guard let area = areaOnScreen, area.visible.contains(event.position) else { return false }
        for child in childrenUnderMouse where child.dispatch(event) { return true }
        guard handleMouse(event.relative(to: area.origin)) else { return false }
        setNeedsDisplay()
        return true
    }

    // MARK: Keys typed ahead

    /// True while this view stands in for content that is on its way: a list still
    /// loading, or an item being read before its editor opens. Keys typed meanwhile are
    /// meant for what comes, so while any view on the focus path awaits content, the
    /// `TerminalSession` holds keys back and delivers them, in order, once none does:
    /// a fast typist (or a paste, or a slow link) loses nothing.
    ///
    /// ```swift
    /// override var isAwaitingContent: Bool { screen.isLoading }
    /// ```
    open var isAwaitingContent: Bool { false }

    /// Keys that must act at once even while content is awaited: the way out. The root
    /// container lists the quit keys here.
    open var keysNeverHeld: [KeyEvent] { [] }

    /// Help entries for keys this view handles without a `KeyCommand`, such as the
    /// editing keys of its text fields (`TextField.editingKeys`): a help screen lists
    /// them after the view's commands.
    open var additionalKeyHelp: [KeyHint] { [] }

    /// Whether this view, or a view below it on the focus path, answers every key
    /// itself: the keys of the views around it are out of reach meanwhile.
    public final var focusPathCapturesKeys: Bool {
        // Asked for every frame: walked, not collected into an array as `focusPath` is.
        var view: TerminalView? = self
        while let current = view {
            if current.capturesKeys { return true }
            view = current.focusedChild
        }
        return false
    }

    /// The views keys go to, from this one down through each focused child.
    public final var focusPath: [TerminalView] {
        var path: [TerminalView] = [self]
        while let child = path[path.count - 1].focusedChild { path.append(child) }
        return path
    }

    /// The footer's hints for every key that works now: the focused child's first, then
    /// this view's. A command whose keys the child already takes is left out (the key
    /// never reaches it), and so is everything around a view that captures the keys.
    ///
    /// The footer asks for these every frame; `WorkflowHostingView` keeps them while the
    /// views on the path give the same command lists (see `FocusPathCommands`).
    public final var activeKeyHints: [KeyHint] {
        FocusPathCommands(from: self).hints
    }

    /// `own`, then the commands of the containers around this view, innermost first,
    /// that a key not in `own` would reach: what the keys would do if this view
    /// answered `own` and let every other key go.
    ///
    /// A help screen lists these while it shows, when the view answers every key
    /// itself and the footer offers only the way back:
    ///
    /// ```swift
    /// KeyHelpList(commands: keyCommands(bubblingUpFrom: listCommands))
    ///     .draw(in: canvas, keyStyle: environment.theme.key)
    /// ```
    ///
    /// As in the footer, a container's command whose keys are all taken nearer is left
    /// out, and so is everything beyond a container that captures the keys. A modal
    /// container asking what the keys under it would do names itself as `skipped`: its
    /// own commands and capture are passed over.
    ///
    /// Each command keeps the keys that reach it: while this view ``isEditingText``, a
    /// key that types text runs none of them, and a key a command gives up
    /// (``KeyCommand/yieldingKeys``) is another's.
    public final func keyCommands(bubblingUpFrom own: [KeyCommand], passingOver skipped: TerminalView? = nil) -> [KeyCommand] {
        commandsReached(from: own, passingOver: skipped).commands
    }

    /// What `keyCommands(bubblingUpFrom:passingOver:)` gives, and how many of them are
    /// this view's own: the first ones.
    func commandsReached(from own: [KeyCommand], passingOver skipped: TerminalView?) -> (commands: [KeyCommand], ownCount: Int) {
        var layers = [ActiveCommands.Layer(commands: own, isEditingText: isEditingText)]
        var view: TerminalView = self
        while let container = view.container {
            if container !== skipped {
                layers.append(ActiveCommands.Layer(commands: container.keyCommands, isEditingText: container.isEditingText))
                if container.capturesKeys { break }
            }
            view = container
        }
        let active = ActiveCommands.resolve(layers)
        var commands = active[0]
        for layer in active.dropFirst() {
            commands = Self.commands(commands, thenReachable: layer)
        }
        return (commands, active[0].count)
    }

    /// `inner`, then those of `outer` that still get a key: a key that `inner` takes
    /// never reaches `outer`.
    ///
    /// Over a few dozen keys a linear search costs less than building a hashed set, and
    /// the inner list is not copied when nothing outside it is reachable.
    private static func commands(_ inner: [KeyCommand], thenReachable outer: [KeyCommand]) -> [KeyCommand] {
        let reachable = outer.filter { command in
            !command.keys.allSatisfy { key in inner.contains { $0.keys.contains(key) } }
        }
        // Most containers between the focused view and the root add nothing, and those
        // that do add their few at once: one allocation of the right size.
        guard !reachable.isEmpty else { return inner }
        return inner + reachable
    }
}
