import BackStackContainer
import WorkflowUI

/// Plays the part of a workflow for back stack tests: keeps a stack of page titles,
/// renders it as a `BackStackScreen`, and shows each new rendering in `root`, as the
/// hosting view would after an action.
///
/// Every page but the first has a back button; every page has a "New" button on `n`
/// that pushes the next page.
@MainActor
final class PageStack {
    private(set) var titles: [String]
    let registry = ViewRegistry()
    private(set) var backPresses: [String] = []
    private(set) lazy var root = DescribedView(screen: screen, environment: .empty)

    init(titles: [String]) {
        self.titles = titles
    }

    func push(_ title: String) {
        titles.append(title)
        show()
    }

    func pop() {
        titles.removeLast()
        show()
    }

    private func show() {
        root.update(screen: screen, environment: .empty)
    }

    var screen: BackStackScreen<PageScreen> {
        BackStackScreen(items: titles.enumerated().map { index, title in
            BackStackScreen.Item(
                key: title,
                screen: PageScreen(title, registry: registry),
                barVisibility: .visible(BarContent(
                    title: title,
                    leftItem: index == 0 ? nil : .back { [weak self] in
                        self?.backPresses.append(title)
                        self?.pop()
                    },
                    rightItem: BarButton(label: "New", key: .character("n"), help: "add a page after the last") { [weak self] in
                        guard let self else { return }
                        push("Page \(titles.count + 1)")
                    }
                ))
            )
        })
    }
}
