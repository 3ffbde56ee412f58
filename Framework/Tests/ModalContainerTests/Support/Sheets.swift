import ModalContainer
import WorkflowUI

/// Plays the part of a workflow for modal tests: keeps a stack of sheet names shown
/// over a base, and shows each new rendering in `root`, as the hosting view would after
/// an action. Esc on a sheet closes it.
@MainActor
final class Sheets {
    private(set) var names: [String]
    let registry = ViewRegistry()
    private(set) lazy var root = DescribedView(screen: screen, environment: .empty)

    init(_ names: [String] = []) {
        self.names = names
    }

    func open(_ name: String) {
        names.append(name)
        show()
    }

    private func show() {
        root.update(screen: screen, environment: .empty)
    }

    var screen: ModalContainerScreen<BaseScreen> {
        ModalContainerScreen(
            baseScreen: BaseScreen("base", registry: registry),
            modals: names.map { name in
                ModalContainerScreenModal(
                    screen: SheetScreen(name: name, registry: registry) { [weak self] in
                        self?.names.removeAll { $0 == name }
                        self?.show()
                    },
                    key: name)
            })
    }
}
