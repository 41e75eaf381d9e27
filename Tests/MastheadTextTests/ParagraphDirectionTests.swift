import MastheadGeometry
import Testing

@testable import MastheadText

/// A line reads in the direction of its first strong character (UAX #9, P2 and P3), or the layout's without one.
@Suite struct ParagraphDirectionTests {
    @Test(arguments: [
        ("3 unread", LayoutDirection.rtl, LayoutDirection.ltr),
        ("Inbox שלום", .rtl, .ltr),
        ("שלום Inbox", .ltr, .rtl),
        ("3 שלום", .ltr, .rtl),
        ("مرحبا 3", .ltr, .rtl),
        // Digits, spaces, punctuation and marks are not strong: the layout decides.
        ("3 · 12:30…", .rtl, .rtl),
        ("3 · 12:30…", .ltr, .ltr),
        ("", .rtl, .rtl),
        ("\u{301}\u{200D}a", .rtl, .ltr),
        ("Ωμέγα", .rtl, .ltr),
    ])
    func firstStrongCharacterDecides(text: String, layout: LayoutDirection, expected: LayoutDirection) {
        #expect(ParagraphDirection.of(text, in: layout) == expected)
    }
}
