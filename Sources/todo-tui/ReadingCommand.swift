/// What `list` and `export`, the commands that only read, have in common.
enum ReadingCommand {
    /// Their help's words on what they do where there is nothing to read.
    static let discussion = """
        This command only reads: where there is no todo database it says so and fails, \
        creating nothing. For a name that has no todos yet it says so on standard error \
        and gives an empty list, with exit status 0.
        """
}
