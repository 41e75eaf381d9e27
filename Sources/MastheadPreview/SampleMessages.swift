/// The invented inbox and story cards drawn as sample content, cycled when more rows are asked for.
///
/// Fixed English text so previews are deterministic; long enough that the preview line must be truncated on a
/// phone, which shows the row's layout the way a real inbox looks.
enum SampleMessages {
    /// One inbox row.
    struct Message {
        /// The bold first line.
        var sender: String
        /// The second line, in the label colour.
        var subject: String
        /// The third line, in the secondary colour.
        var preview: String
        /// The time or day shown on the trailing side of the first line.
        var time: String
    }

    /// The inbox, newest first.
    static let messages: [Message] = [
        Message(
            sender: "Maya Chen", subject: "Lunch on Friday?",
            preview: "I found a new place near the office that does hand-pulled noodles.", time: "9:38"),
        Message(
            sender: "Jonas Weber", subject: "Design review notes",
            preview: "Attached are the notes from today's review, with the header changes.", time: "9:12"),
        Message(
            sender: "Priya Natarajan", subject: "Flight confirmation",
            preview: "Your booking to Lisbon is confirmed. Check-in opens 24 hours before.", time: "8:03"),
        Message(
            sender: "Studio Team", subject: "Weekly sync moved",
            preview: "We're moving the weekly sync to Thursday at 10 so everyone can join.", time: "Yesterday"),
        Message(
            sender: "Alex Martin", subject: "Photos from the trip",
            preview: "Here are the photos from the weekend. The sunset ones came out great.", time: "Yesterday"),
        Message(
            sender: "Sofia Rossi", subject: "Re: Apartment viewing",
            preview: "Saturday morning works for me. I'll bring the documents you asked for.", time: "Tuesday"),
        Message(
            sender: "Kenji Tanaka", subject: "Invoice #2041",
            preview: "Please find the invoice for March attached. Payment is due in 30 days.", time: "Monday"),
        Message(
            sender: "Book Club", subject: "Next month's pick",
            preview: "The votes are in: we're reading a novel about a lighthouse keeper.", time: "Sunday"),
    ]

    /// Story card titles with a short caption above each.
    static let cards: [(caption: String, title: String)] = [
        ("TRAVEL", "Weekend in Lisbon"), ("FOOD", "Ten-minute noodles"), ("DESIGN", "Headers that scroll"),
        ("MUSIC", "Morning playlist"), ("SCIENCE", "Why the sky is blue"), ("CITY", "Hidden courtyards"),
        ("SPORT", "Trail running 101"), ("BOOKS", "Summer reading"),
    ]
}
