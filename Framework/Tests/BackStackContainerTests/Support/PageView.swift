import WorkflowUI

/// Shows a page's title and a highlighted line that `j` moves down. The highlight is
/// pure view state, so it survives only as long as the view does.
final class PageView: ScreenView<PageScreen> {
    private(set) var highlightedLine = 1

    required init(screen: PageScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.registry?.register(self, as: screen.title)
    }

    override var capturesKeys: Bool { screen.capturesKeys }

    override var keyCommands: [KeyCommand] {
        [KeyCommand("next line", keys: [.character("j")]) { [unowned self] in highlightedLine += 1 }]
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("\(screen.title), line \(highlightedLine)", at: .zero)
    }
}
