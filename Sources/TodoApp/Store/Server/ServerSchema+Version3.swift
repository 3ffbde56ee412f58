extension ServerSchema {
    /// The third schema: many people writing one list at once, without the writers
    /// crowding each other.
    ///
    /// - `record_changes` queues a list's writers on an advisory lock before it takes the
    ///   list's row. Both hold until commit, so revisions still follow the commit order; but
    ///   a commit wakes only the next writer in the queue, where the row's lock woke every
    ///   writer waiting, all but one to wait again (with 50 writers the list took fewer
    ///   changes a second than with 10).
    /// - The feed's oldest revisions are dropped fifty at a time rather than one with every
    ///   change, and `forget_old_changes` keeps its plan (PL/pgSQL) where SQL planned it
    ///   afresh at each change: less work while the list's writers wait.
    static let version3 = #"""
        CREATE OR REPLACE FUNCTION todo_tui.record_changes(changed_list bigint, rows_added bigint, rows_done bigint) RETURNS bigint
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
        DECLARE
            new_revision bigint;
        BEGIN
            -- The two-key form keeps todo-tui's locks apart from an application's own
            -- single-key ones; two lists sharing a key only wait for each other.
            PERFORM pg_advisory_xact_lock(hashtext('todo_tui.lists'), (changed_list % 2147483647)::integer);
            UPDATE todo_tui.lists SET revision = revision + 1, total = total + rows_added, done = done + rows_done
            WHERE id = changed_list RETURNING revision INTO new_revision;
            -- The feed keeps at least the latest thousand revisions of each list.
            IF new_revision % 50 = 0 THEN
                DELETE FROM todo_tui.changes WHERE list_id = changed_list AND revision <= new_revision - 1000;
            END IF;
            PERFORM pg_notify('todo_tui_' || changed_list, new_revision::text);
            RETURN new_revision;
        END $$;

        CREATE OR REPLACE FUNCTION todo_tui.forget_old_changes() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp AS $$
        BEGIN
            DELETE FROM todo_tui.applied_changes WHERE change_id IN (
                SELECT change_id FROM todo_tui.applied_changes WHERE applied_at < now() - interval '90 days'
                ORDER BY applied_at LIMIT 100 FOR UPDATE SKIP LOCKED
            );
        END $$;
        """#
}
