import TodoApp
import WorkflowUI

/// The styles a `[styles]` table may name: the framework's theme's and the app's own.
enum StyleNames {
    static let all = Theme.styleNames + TodoStyles.styleNames
}
