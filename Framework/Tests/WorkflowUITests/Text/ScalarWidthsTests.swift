import Testing
@testable import WorkflowUI

@Suite struct ScalarWidthsTests {
    /// The blocks worked out on first use hold what the rule gives, for every scalar of
    /// the plane, whichever block is asked about first.
    @Test func everyEntryOfThePlaneIsWhatTheRuleGives() {
        var wrong: [String] = []
        for value in stride(from: UInt32(0xFFFF), through: 0, by: -1) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ScalarWidths.entry(value).width != ScalarWidths.computedWidth(of: scalar) {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "scalars whose kept width differs from the rule: \(wrong.prefix(20))")
    }
}
