extension ServerSchema {
    /// The second schema: what a local copy of a list needs to send its changes once each
    /// (see ``ServerTodoStore/send(_:to:)``).
    ///
    /// - `applied_changes` remembers the id of every change sent, each role seeing only its
    ///   own, so that a change sent again after a lost reply is found there and not made
    ///   twice. Ids are forgotten after 90 days: a copy that waits longer than that to send
    ///   again a change whose reply it lost is not expected.
    /// - `send_change` makes one sent change in one statement (one round trip, its own
    ///   transaction), as the role itself, so that row-level security and the change feed
    ///   see it as they see every other write. It holds the list's row (taken by the
    ///   feed's trigger, its last step) only until its commit, with no round trip between.
    static let version2 = #"""
        CREATE TABLE todo_tui.applied_changes (
            change_id uuid PRIMARY KEY,
            -- No reference to the list: deleting a list need not look for its ids, which
            -- are forgotten in their time, and no change waits on the list's row for this.
            list_id bigint NOT NULL,
            role name NOT NULL DEFAULT current_user,
            applied_at timestamptz NOT NULL DEFAULT now()
        );
        COMMENT ON TABLE todo_tui.applied_changes IS 'todo-tui: the ids of the changes sent from local copies, kept 90 days so that none is made twice';
        -- The oldest ids, found without reading the others, for forget_old_changes.
        CREATE INDEX applied_changes_by_age ON todo_tui.applied_changes (applied_at);

        ALTER TABLE todo_tui.applied_changes ENABLE ROW LEVEL SECURITY;
        CREATE POLICY applied_changes_seen ON todo_tui.applied_changes FOR SELECT USING (role = current_user);
        CREATE POLICY applied_changes_recorded ON todo_tui.applied_changes FOR INSERT WITH CHECK (role = current_user);
        GRANT SELECT, INSERT (change_id, list_id) ON todo_tui.applied_changes TO PUBLIC;

        -- Forgets up to a hundred ids applied more than 90 days ago, every role's: called by
        -- each change sent, so that forgetting keeps pace with remembering at the cost of
        -- one look into an index while there is nothing to forget. Ids another send is
        -- forgetting are left to it rather than waited for.
        CREATE FUNCTION todo_tui.forget_old_changes() RETURNS void LANGUAGE sql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp AS $$
            DELETE FROM todo_tui.applied_changes WHERE change_id IN (
                SELECT change_id FROM todo_tui.applied_changes WHERE applied_at < now() - interval '90 days'
                ORDER BY applied_at LIMIT 100 FOR UPDATE SKIP LOCKED
            )
        $$;

        -- Makes one change sent from a local copy, once: `sent_kind` is 'save' (the todo
        -- whole, inserted or replacing the one with its id), 'update' (the fields given,
        -- the others kept, as the store's update) or 'delete'. What it did, in `outcome`:
        --   applied          made;
        --   already applied  the id was there: nothing done again;
        --   no list          the role may no longer open the list: nothing done;
        --   read only        the list is shared with the role for reading only: nothing done;
        --   gone             an update of a todo that is not there: nothing done, and
        --                    found_actor is who deleted it while the feed still says;
        --   note moved       an update of the note from `base_note`, where the note is now
        --                    found_note, another text, last written by found_actor:
        --                    nothing done, so that the client can merge the two texts and
        --                    send the change again from found_note.
        -- An update's todo is locked before its note is compared, so that no other write
        -- comes between the comparison and the update.
        CREATE FUNCTION todo_tui.send_change(
            sent_id uuid, sent_list bigint, sent_kind text, todo uuid,
            new_title text, new_note text, new_done boolean, new_completed_at double precision,
            new_position bigint, new_priority smallint, sets_due_date boolean, new_due_date date,
            new_created_at double precision, new_updated_at double precision, base_note text,
            OUT outcome text, OUT found_note text, OUT found_actor text
        ) LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
        DECLARE
            may_write boolean;
            current_note text;
        BEGIN
            IF EXISTS (SELECT FROM todo_tui.applied_changes a WHERE a.change_id = sent_id) THEN
                outcome := 'already applied';
                RETURN;
            END IF;
            SELECT l.owner = current_user OR coalesce(s.can_write, false) INTO may_write
            FROM todo_tui.lists l LEFT JOIN todo_tui.shares s ON s.list_id = l.id AND s.grantee = current_user
            WHERE l.id = sent_list;
            IF NOT FOUND THEN
                outcome := 'no list';
                RETURN;
            ELSIF NOT may_write THEN
                outcome := 'read only';
                RETURN;
            END IF;
            IF sent_kind = 'update' THEN
                SELECT t.note INTO current_note FROM todo_tui.todos t WHERE t.list_id = sent_list AND t.id = todo FOR NO KEY UPDATE;
                IF NOT FOUND THEN
                    outcome := 'gone';
                    found_actor := (SELECT c.actor FROM todo_tui.changes c
                        WHERE c.list_id = sent_list AND c.todo_id = todo AND c.kind = 'deleted' ORDER BY c.revision DESC LIMIT 1);
                    RETURN;
                END IF;
                IF new_note IS NOT NULL AND base_note IS NOT NULL AND current_note <> base_note AND current_note <> new_note THEN
                    outcome := 'note moved';
                    found_note := current_note;
                    found_actor := (SELECT c.actor FROM todo_tui.changes c
                        WHERE c.list_id = sent_list AND c.todo_id = todo AND (c.kind = 'added' OR 'note' = ANY (c.fields))
                        ORDER BY c.revision DESC LIMIT 1);
                    RETURN;
                END IF;
            END IF;
            -- The id's row decides, should the same change come twice at once: the second
            -- waits here for the first to commit, and then finds its id.
            INSERT INTO todo_tui.applied_changes (change_id, list_id) VALUES (sent_id, sent_list) ON CONFLICT DO NOTHING;
            IF NOT FOUND THEN
                outcome := 'already applied';
                RETURN;
            END IF;
            CASE sent_kind
            WHEN 'save' THEN
                INSERT INTO todo_tui.todos (list_id, id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at)
                VALUES (sent_list, todo, new_title, new_note, new_done, new_position, new_priority, new_due_date, new_created_at, new_updated_at, new_completed_at)
                ON CONFLICT (list_id, id) DO UPDATE SET
                    title = excluded.title, note = excluded.note, is_done = excluded.is_done,
                    position = excluded.position, priority = excluded.priority, due_date = excluded.due_date,
                    updated_at = excluded.updated_at, completed_at = excluded.completed_at;
            WHEN 'update' THEN
                UPDATE todo_tui.todos t SET
                    title = coalesce(new_title, t.title),
                    note = coalesce(new_note, t.note),
                    is_done = coalesce(new_done, t.is_done),
                    completed_at = CASE WHEN coalesce(new_done, t.is_done) THEN coalesce(new_completed_at, t.completed_at, new_updated_at) END,
                    position = coalesce(new_position, t.position),
                    priority = coalesce(new_priority, t.priority),
                    due_date = CASE WHEN sets_due_date THEN new_due_date ELSE t.due_date END,
                    updated_at = new_updated_at
                WHERE t.list_id = sent_list AND t.id = todo;
            WHEN 'delete' THEN
                DELETE FROM todo_tui.todos t WHERE t.list_id = sent_list AND t.id = todo;
            END CASE;
            PERFORM todo_tui.forget_old_changes();
            outcome := 'applied';
        END $$;
        """#
}
