import Testing
import TodoApp

struct TodoSearchTests {
    @Test(arguments: [
        ("milk", "Buy MILK"),
        ("cafe", "Café with Ada"),
        ("CRÈME", "creme brulee"),
        ("jose", "Jose\u{301}"),
        ("STRASSE", "Straße"),
        ("ｍｉｌｋ", "milk"),
        ("ｶﾀｶﾅ", "カタカナ"),
        ("牛乳", "買う牛乳"),
        ("가", "\u{1100}\u{1161}요"),
        ("😀", "party 😀🎉"),
        ("oat m", "Buy oat milk"),
        ("il", "Buy milk"),
    ])
    func aSearchFindsItsTextInTheTitleIgnoringCaseDiacriticsAndWidth(search: String, title: String) {
        #expect(TodoSearch(search).matches(title: title, note: ""))
    }

    @Test func aSearchFindsItsTextInTheNote() {
        #expect(TodoSearch("landlord").matches(title: "Pay rent", note: "Transfer\nto the LANDLORD"))
        #expect(TodoSearch("東京").matches(title: "Trip", note: "行き先: 東京駅"))
    }

    @Test(arguments: [("milk", "Buy bread"), ("oatmilk", "oat milk"), ("café", "caf"), ("東京", "京東")])
    func aSearchDoesNotFindWhatIsNotThere(search: String, title: String) {
        #expect(!TodoSearch(search).matches(title: title, note: "nothing here"))
    }

    @Test func anEmptySearchMatchesEveryTodo() {
        #expect(TodoSearch("").isEmpty)
        #expect(TodoSearch("").matches(title: "anything", note: ""))
        #expect(!TodoSearch(" ").isEmpty)
    }

    @Test func foldedTextsMatchAsTheWholeTextsDo() {
        let search = TodoSearch("CAFÉ")
        #expect(search.foldedText == "cafe")
        #expect(search.matches(folded: TodoSearch.fold("Le Café")))
        #expect(!search.matches(folded: TodoSearch.fold("Le Thé")))
        #expect(TodoSearch.fold("Crème BRÛLÉE") == "creme brulee")
    }
}
