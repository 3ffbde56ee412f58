#!/usr/bin/env bash
# Writes Linker/todo-tui.order, the list of functions lld places first and together when it
# links the release todo-tui (see `releaseLinkerSettings` in Package.swift).
#
# Why: a run touches little of the binary's code, but spread over most of it, and the
# kernel maps code in blocks around each page touched; placed together, the functions a
# run needs take a few megabytes, and those a key runs a few dozen pages (what that saves:
# README, "Tunings").
#
# How: the release binary runs under valgrind's callgrind: a list key's own functions
# first (below, `keys`), then four runs: `--version`, to the welcome screen, and logged in
# to a list of 100 and of 100,000 todos, a few steps down it and back to the welcome
# screen (in tmux, 80x24).
# Every function of the binary that ran is listed, each run's new ones after the earlier
# runs' (so a key's path comes first, then what `--version` needs), except those in input sections larger
# than 64 KB, which lld cannot split: moving those would bring their cold code along.
#
# Usage (`make order-file` builds both arguments first):
#   Linker/update-order-file.sh RELEASE_BINARY LINK_MAP
# Needs valgrind and tmux. Takes a few minutes; leaves nothing behind (KEEP_WORK=1 keeps
# the profiles and data, and says where).
set -euo pipefail

binary=$(realpath "$1")
map=$2
out="$(dirname "$0")/todo-tui.order"
for tool in valgrind callgrind_control tmux awk nm objcopy; do
    command -v "$tool" >/dev/null || { echo "$0: needs $tool" >&2; exit 1; }
done

work=$(mktemp -d)
server="todo-tui-order-$$"
# The server's socket goes in the work directory: tmux 3.3 leaves it behind when the
# server is killed, and the directory goes at the end.
export TMUX_TMPDIR="$work"
cleanup() {
    tmux -L "$server" kill-server 2>/dev/null || true
    [ -n "${KEEP_WORK:-}" ] && echo "kept $work" || rm -rf "$work"
}
trap cleanup EXIT

# What runs under valgrind: the binary without its debugging sections, which valgrind 3.19
# cannot read since TOMLKit's C++ came in ("Possibly corrupted debuginfo file"). The code
# and the symbol table stay as they are, at the same addresses, under the same name.
profiled="$work/$(basename "$binary")"
objcopy --strip-debug "$binary" "$profiled"

# Todos in todo.txt, as `import` reads them: a third done, a tenth with a note.
make_data() {
    local count=$1 directory=$2
    awk -v n="$count" 'BEGIN {
        for (i = 1; i <= n; i++)
            printf "%sTodo %d: something to do before the end of the week%s\n",
                (i % 3 == 1 ? "x " : ""), i, (i % 10 == 1 ? " note:A\\snote\\sfor\\stodo\\s" i : "")
    }' > "$work/todos.txt"
    "$binary" --data-dir "$directory" import --user Ada "$work/todos.txt" >/dev/null
}

profile() {
    echo "valgrind --tool=callgrind --demangle=no --callgrind-out-file=$work/$1.callgrind"
}

# Waits up to two minutes for `text` on the pane's screen: the app runs 50 times slower
# under valgrind.
wait_for() {
    local text=$1
    for _ in $(seq 1200); do
        tmux -L "$server" capture-pane -p -t run | grep -qF -- "$text" && return 0
        sleep 0.1
    done
    echo "$0: never saw \"$text\":" >&2
    tmux -L "$server" capture-pane -p -t run >&2
    exit 1
}

# Runs the interface under callgrind in tmux, in the environment `make bench` gives it;
# with a count, logs in to that list, moves down it a little and logs out (Esc), as the
# benchmarks do.
interactive() {
    local name=$1 data=$2 count=${3:-}
    tmux -L "$server" -f /dev/null new-session -d -s run -x 80 -y 24 \
        "env -i TERM=xterm-256color LANG=C.UTF-8 HOME='$work' PATH=/usr/bin:/bin \
        $(profile "$name") '$profiled' --data-dir '$data'"
    wait_for "What's your name?"
    if [ -n "$count" ]; then
        tmux -L "$server" send-keys -t run "Ada" Enter
        wait_for "1/$count"
        tmux -L "$server" send-keys -t run Down Down Down
        wait_for "4/$count"
        tmux -L "$server" send-keys -t run Escape
        wait_for "What's your name?"
    fi
    tmux -L "$server" send-keys -t run C-c
    while tmux -L "$server" has-session -t run 2>/dev/null; do sleep 0.1; done
}

# A list key's own functions, first and together: up and down a list of 100, at 80x24 and at
# 200x50 (where the detail pane shows the todo selected), counted only from the key read
# (`CursesTerminal.readInput`) to its frame written, leaving out what runs once it is
# (`runAfterFrameWork`, toggling collection off and on again), on the main thread: the key
# race's path. A key comes after the caches have gone cold; its code on a few pages, not
# spread over the binary, is fetched again the faster.
keys() {
    local name=$1 data=$2 width=$3 height=$4 pid
    tmux -L "$server" -f /dev/null new-session -d -s run -x "$width" -y "$height" \
        "env -i TERM=xterm-256color LANG=C.UTF-8 HOME='$work' PATH=/usr/bin:/bin \
        valgrind --tool=callgrind --demangle=no --instr-atstart=no --separate-threads=yes \
        --toggle-collect='*CursesTerminalAAC9readInputyyF' --toggle-collect='*TerminalSessionC17runAfterFrameWork*' \
        --callgrind-out-file='$work/$name.keys' '$profiled' --data-dir '$data'"
    wait_for "What's your name?"
    tmux -L "$server" send-keys -t run "Ada" Enter
    wait_for "1/100"
    tmux -L "$server" send-keys -t run Down
    wait_for "2/100"
    pid=$(tmux -L "$server" list-panes -t run -F '#{pane_pid}')
    callgrind_control -i on "$pid" >/dev/null 2>&1
    # Arrows and j/k, as the key race types them.
    local key position=3
    for key in Down Up j k Down k j Up; do
        tmux -L "$server" send-keys -t run "$key"
        wait_for "$position/100"
        position=$((5 - position))
    done
    callgrind_control -i off "$pid" >/dev/null 2>&1
    callgrind_control -d "$pid" >/dev/null 2>&1
    tmux -L "$server" send-keys -t run C-c
    while tmux -L "$server" has-session -t run 2>/dev/null; do sleep 0.1; done
    # The main thread's part of the dump: the first thread's, numbered 01.
    mv "$work/$name.keys.1-01" "$work/$name.callgrind"
}

make_data 100 "$work/hundred"
make_data 100000 "$work/many"
keys 0-keys-narrow "$work/hundred" 80 24
keys 0-keys-wide "$work/hundred" 200 50
$(profile 1-version) "$profiled" --version >/dev/null 2>&1
interactive 2-welcome "$work/hundred"
interactive 3-list "$work/hundred" 100
interactive 4-long-list "$work/many" 100000

# The input section each function is in, found by address: lld's map lists input sections
# (the lines naming an object and a section, `file.o:(.text...)`) with their address and
# size, and nm gives each symbol's address under its mangled name, the name callgrind
# reports and lld orders by. (The map's own symbol lines will not do: it prints C++ names
# demangled, and lists one of a constructor's two aliases, C1 or C2, at most.)
# Both files give addresses in decimal, printed with printf: awks like mawk print numbers
# past 2^31 in exponent form.
hex='function hex(text,   i, n) {
         n = 0
         for (i = 1; i <= length(text); i++) n = n * 16 + index("0123456789abcdef", substr(text, i, 1)) - 1
         return n
     }'
awk "$hex"'
     NR > 1 && $NF ~ /:\(/ && hex($3) > 0 { printf "%.0f %.0f\n", hex($1), hex($3) }' "$map" | sort -n > "$work/sections"
# A name can hold spaces (`get_witness_table 20FoundationEssentials…`): all after the type.
# Functions are t/T, weak ones w/W, and i/I IFUNC resolvers, which run at start
# (callgrind names each by its symbol).
nm --defined-only "$binary" | awk "$hex"'
     $2 ~ /^[tTwWiI]$/ { address = hex($1); sub(/^[^ ]+ [^ ]+ /, ""); printf "%.0f %s\n", address, $0 }' > "$work/symbols"

# The binary's functions that ran, per run, in order: each has a cost block, `fn=`, under
# the object it is in, `ob=`. Callgrind names each object and function once, as
# "(id) name", wherever it first appears (`cob=` and `cfn=` too), and then by "(id)".
binary_name=$(basename "$binary")
for run in "$work"/*.callgrind; do
    awk -v binary="$binary_name" '
        function resolve(text, table,   id) {
            id = text; sub(/ .*/, "", id)
            if (index(text, " ")) table[id] = substr(text, index(text, " ") + 1)
            return table[id]
        }
        /^ob=/  { object = resolve(substr($0, 4), objects) }
        /^cob=/ { resolve(substr($0, 5), objects) }
        /^cfn=/ { resolve(substr($0, 5), functions) }
        /^fn=/  {
            name = resolve(substr($0, 4), functions)
            sub(/\047[0-9]+$/, "", name)  # a recursive call is named with a quote and its depth
            if (substr(object, length(object) - length(binary) + 1) == binary) print name
        }
    ' "$run"
done | awk -v sections="$work/sections" -v symbols="$work/symbols" '
    # The size of the input section holding an address: the last section starting at or
    # before it, by binary search.
    function section_size(address,   low, high, middle) {
        low = 1; high = count
        while (low < high) {
            middle = int((low + high + 1) / 2)
            if (start[middle] <= address) low = middle; else high = middle - 1
        }
        return (start[low] <= address && address < start[low] + size[low]) ? size[low] : -1
    }
    BEGIN {
        while ((getline line < sections) > 0) { split(line, f, " "); count++; start[count] = f[1] + 0; size[count] = f[2] + 0 }
        # lld places every section holding a symbol of a listed name, and a local name
        # (a merged specialization, `...Tm`) can be in many objects: a name counts by the
        # largest section any of its copies is in.
        while ((getline line < symbols) > 0) {
            address = substr(line, 1, index(line, " ") - 1); name = substr(line, index(line, " ") + 1)
            bytes = section_size(address + 0)
            if (!(name in largest) || bytes > largest[name] || bytes < 0) largest[name] = bytes < 0 ? 1e12 : bytes
        }
    }
    !seen[$0]++ && ($0 in largest) && largest[$0] <= 65536 { print }
' > "$out"

echo "$out: $(wc -l < "$out") functions"
