/// The complete commented config file that `todo-tui config --init` writes and the
/// README shows: every setting, at its default, commented out.
enum ConfigExample {
    static let text = """
        # todo-tui's settings: ~/.config/todo-tui/config.toml ($XDG_CONFIG_HOME/todo-tui/),
        # or the file --config FILE or $TODO_TUI_CONFIG names. An option wins over the
        # environment, the environment over this file. `todo-tui config` prints what is in
        # effect and where each setting came from.

        # Whose list opens at once, and the subcommands' list, as --user and $TODO_TUI_USER say.
        # user = "Ada"

        # Keep lists on this PostgreSQL server, as --server and $TODO_TUI_SERVER do.
        # server = "host=db.example.com dbname=todos"

        # "standard" (colours for a dark background), "light" (for a light one),
        # "high-contrast" (bright colours and bold, nothing dim) or "monochrome" (bold,
        # underline and reverse only). NO_COLOR still turns colours off.
        # theme = "standard"

        # Whether the bottom row lists the keys that work at the moment.
        # footer = true

        # Whether the app takes the mouse: click a todo to select it, double-click to
        # edit it, the wheel to scroll, click a key in the footer to run it. Shift-drag
        # still selects text in most terminals. `--mouse` turns it on for one run.
        # mouse = false

        # How due dates are written: "month-day" (Nov 27), "day-month" (27 Nov) or "iso"
        # (2026-11-27). Words come first whatever the format (due today, tomorrow, Fri),
        # and a date a year or more away is written whole.
        # due_date_format = "month-day"

        # From this many columns up, the list and the selected todo are side by side
        # (40 to 1000).
        # wide_layout_columns = 100

        # Each command's keys, as the help spells them: a character ("a", "/", "Space"),
        # Enter, Esc, Tab, S-Tab, Bksp, Del, Ins, Home, End, PgUp, PgDn, F1-F24, the arrows
        # (↑ or Up, …), Ctrl with a letter ("^S" or "Ctrl-S"), Alt with a character ("M-b"
        # or "Alt-b"), or modifiers before a named key ("S-↑", "Ctrl-Left"). A command not
        # named keeps its keys; two commands of one screen cannot share a key, but the
        # moves' own j, k, g and G give way to another command given one of them.
        [keys]
        # Everywhere:
        # back = ["Esc"]
        # quit = ["^C"]
        # The list and the detail pane:
        # move_up = ["↑", "k"]
        # move_down = ["↓", "j"]
        # page_up = ["PgUp"]
        # page_down = ["PgDn"]
        # first = ["Home", "g"]
        # last = ["End", "G"]
        # help = ["?", "F1"]
        # edit = ["Enter", "e"]
        # The list:
        # new = ["n"]
        # toggle = ["Space"]
        # delete = ["d", "Del"]
        # priority = ["p"]
        # due = ["D"]
        # read = ["Tab"]
        # move_todo_up = ["S-↑", "K"]
        # move_todo_down = ["S-↓", "J"]
        # find = ["/"]
        # show = ["f"]
        # sort = ["s"]
        # undo = ["u"]
        # redo = ["^R"]
        # retry = ["r"]
        # The detail pane:
        # to_list = ["Tab", "S-Tab"]
        # The editor (letters are typed, so refused here and for back and quit):
        # save = ["^S"]
        # editor_help = ["^G", "F1"]
        # editor_priority = ["^P"]
        # editor_due = ["^D"]
        # external_editor = ["^E"]

        # Any style the interface draws with, changed from the theme's: fg and bg (a colour:
        # "default", a name such as "yellow" or "bright-blue", a number from 0 to 255, or
        # "#rrggbb"), bold, underline and reverse (true or false). What an entry leaves out
        # stays as the theme has it. A colour the terminal lacks is drawn as the nearest it
        # has; "#rrggbb" exactly only where COLORTERM or terminfo says it can. Below, the
        # standard theme's (muted, done and note_marker are dim too, which is not settable).
        [styles]
        # bar = { fg = "black", bg = "cyan" }
        # key = { fg = "cyan", bold = true }
        # selection = { reverse = true }
        # muted = {}
        # error = { fg = "red", bold = true }
        # prompt = { fg = "yellow", bold = true }
        # done = { fg = "green" }
        # overdue = { fg = "red", bold = true }
        # due_today = { fg = "yellow", bold = true }
        # match = { fg = "yellow", bold = true, underline = true }
        # note_marker = {}

        """
}
