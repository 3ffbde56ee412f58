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

    @Test(arguments: [
        ("東京 cafe", "Café near 東京駅", ""),
        ("cafe 東京", "東京 café", ""),
        ("milk OAT", "Buy oat milk", ""),
        ("rent landlord", "Pay rent", "to the LANDLORD"),
        ("  milk   buy ", "Buy milk", ""),
        ("mil uy", "Buy milk", ""),
    ])
    func everyWordIsFoundInAnyOrderInTheTitleOrTheNote(search: String, title: String, note: String) {
        #expect(TodoSearch(search).matches(title: title, note: note))
    }

    @Test(arguments: [("東京 cafe", "東京 tea"), ("milk oat", "Buy milk"), ("rent zebra", "Pay rent")])
    func aTodoMissingOneWordDoesNotMatch(search: String, title: String) {
        #expect(!TodoSearch(search).matches(title: title, note: "nothing here"))
    }

    @Test func anEmptySearchOrOneOfSpacesMatchesEveryTodo() {
        #expect(TodoSearch("").isEmpty)
        #expect(TodoSearch("").matches(title: "anything", note: ""))
        #expect(TodoSearch("  ").isEmpty)
        #expect(TodoSearch(" \u{3000}").matches(title: "anything", note: ""))
    }

    @Test func foldedTextsMatchAsTheWholeTextsDo() {
        let search = TodoSearch("CAFÉ")
        #expect(search.foldedText == "cafe")
        #expect(search.matches(folded: TodoSearch.fold("Le Café")))
        #expect(!search.matches(folded: TodoSearch.fold("Le Thé")))
        #expect(TodoSearch.fold("Crème BRÛLÉE") == "creme brulee")
    }
}
