import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Read my unread messages from Juan", "Find messages about dinner", "Messages I sent to Ana".
    static let search = SpecBuilder.spec(
        .messaging, INSearchForMessagesIntent.self, Search.self,
        parameters: IntentParameters(
            { INSearchForMessagesIntent() },
            [
                .multiple(
                    "recipients", \.recipients, .people, spoken: .people, resolvedAs: .person,
                    prompt: "Messages to whom?", looksUp: true,
                    resolve: { h, i, c in h.resolveRecipients(for: i, with: c) }),
                .multiple(
                    "senders", \.senders, .people, spoken: .people, resolvedAs: .person,
                    prompt: "Whose messages?", looksUp: true,
                    resolve: { h, i, c in h.resolveSenders(for: i, with: c) }),
                .unresolved("searchTerms", \.searchTerms, .strings, spoken: .freeText),
                .single(
                    "attributes", \.attributes, attributesCodec, spoken: .lexicon("messageAttribute"),
                    resolvedAs: .lexicon("messageAttribute"),
                    resolve: { h, i, c in h.resolveAttributes(for: i, with: c) }
                )
                .spoken {
                    $0.leadingWordFills = false
                    $0.multiple = true
                },
                .single(
                    "dateTimeRange", \.dateTimeRange, dateRangeCodec, spoken: .lexicon("dateRange"),
                    resolvedAs: .lexicon("dateRange"), resolve: { h, i, c in h.resolveDateTimeRange(for: i, with: c) }),
                .multiple(
                    "speakableGroupNames", \.speakableGroupNames, .speakables, spoken: .group, resolvedAs: .group,
                    prompt: "Which group?", resolve: { h, i, c in h.resolveSpeakableGroupNames(for: i, with: c) }
                )
                .spoken { $0.multiple = true },
                .unresolved("identifiers", \.identifiers, .strings),
            ], schema: ["senders", "attributes", "dateTimeRange", "speakableGroupNames", "recipients", "searchTerms"],
            restoration: [
                "recipients", "senders", "searchTerms", "attributes", "dateTimeRange", "identifiers",
                "speakableGroupNames",
            ]),
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, _, context in
                guard let r = response.response as? INSearchForMessagesIntentResponse,
                    r.code == .success || r.code == .inProgress
                else {
                    return [Failure.sentence(app: context.app, response: response)]
                }
                let messages = r.messages ?? []
                if messages.isEmpty { return ["You have no messages like that in \(context.app)."] }
                var lines = [messages.count == 1 ? "You have one message." : "You have \(messages.count) messages."]
                for message in messages { lines += MessageReading.lines(message, now: context.now) }
                return lines
            }),
        build: { reading, context in
            var options: INMessageAttributeOptions = []
            for name in reading.caseNames("attributes") {
                switch INMessageAttribute(rawValue: name) {
                case .read?: options.insert(.read)
                case .unread?: options.insert(.unread)
                case .flagged?: options.insert(.flagged)
                case .unflagged?: options.insert(.unflagged)
                case .played?: options.insert(.played)
                case .unknown?, nil: break
                }
            }
            let groups = reading.fills("speakableGroupNames").map(\.speakable)
            let terms = reading.text("searchTerms").map { [$0] }
            return INSearchForMessagesIntent(
                recipients: context.persons("recipients", in: reading),
                senders: context.persons("senders", in: reading),
                searchTerms: terms, attributes: options,
                dateTimeRange: reading.caseName("dateTimeRange").flatMap { DateRanges.range($0, now: context.now) },
                speakableGroupNames: groups.isEmpty ? nil : groups)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.messages.map { [("messages", .array($0.map(TraceJSON.message)))] } ?? [] },
        readOut: { r in r.messages.map { $0.map(\.identifier) } })
}
