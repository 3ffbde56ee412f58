import WorkflowUI

final class GreetingView: ScreenView<GreetingScreen> {
    // The cursor and scrolling are the view's; the text is the workflow's.
    private var nameField: TextField

    required init(screen: GreetingScreen, environment: ViewEnvironment) {
        nameField = TextField(text: screen.name, placeholder: "your name")
        super.init(screen: screen, environment: environment)
    }

    override func screenDidChange(from previousScreen: GreetingScreen, previousEnvironment: ViewEnvironment) {
        if nameField.text != screen.name { nameField.text = screen.name }
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand("greet", keys: [.enter]) { [screen] in screen.onGreet() }]
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        return nameField.handle(key).reportingChange(of: nameField.text, to: screen.onNameChanged)
    }

    // A question, the field under it, a blank row and the greeting.
    private static let rows = Layout.rows(.length(1), .length(1), .length(1), .fill())

    override func draw(in canvas: Canvas) {
        let rows = Self.rows.split(canvas.bounds.inset(by: 1))
        canvas.region(rows[0]).draw("What's your name?", at: .zero, style: .bold)
        nameField.draw(in: canvas.region(rows[1]), style: .underline, isFocused: true)
        if let greeting = screen.greeting {
            canvas.region(rows[3]).draw(greeting, at: .zero, style: environment.theme.key)
        }
    }
}
