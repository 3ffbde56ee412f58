// An app that imports WorkflowTerminal also reaches the device: `MainQueueLoop` for its
// `main`, and the configuration its options carry (as WorkflowUI re-exports TerminalCore).
@_exported import CursesTerminal
