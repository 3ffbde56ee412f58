import Testing
import WorkflowUI

/// `layOut(at:)` lays a view out without drawing it: what a container does for the
/// children it keeps but does not draw now.
@MainActor
struct LayOutTests {
    @Test func aDescribedViewLaidOutLaysOutItsViewOnceForEachNewSize() {
        let log = EventLog()
        let described = DescribedView(screen: NoteScreen("note", log: log), environment: .empty)

        described.layOut(at: Size(width: 30, height: 4))
        described.layOut(at: Size(width: 30, height: 4))
        described.layOut(at: Size(width: 40, height: 4))

        #expect(log.entries(startingWith: "layout") == ["layout note 30x4", "layout note 40x4"])
    }

    @Test func aViewBuiltInPlaceOfAnotherInALaidOutDescribedViewIsLaidOutAtItsSize() {
        let log = EventLog()
        let described = DescribedView(screen: ViewSizeScreen(), environment: .empty)
        described.layOut(at: Size(width: 30, height: 4))

        described.update(screen: NoteScreen("note", log: log), environment: .empty)

        #expect(log.entries(startingWith: "layout") == ["layout note 30x4"])
    }

    @Test func aDescribedViewNeverLaidOutLeavesANewViewToItsFirstFrame() {
        let log = EventLog()
        let described = DescribedView(screen: ViewSizeScreen(), environment: .empty)

        described.update(screen: NoteScreen("note", log: log), environment: .empty)

        #expect(log.entries(startingWith: "layout").isEmpty)
    }
}
