// Sizes, key events, styles, cells and frame updates are the vocabulary of every view,
// so whoever imports WorkflowUI sees them without importing TerminalCore as well.
@_exported import TerminalCore
