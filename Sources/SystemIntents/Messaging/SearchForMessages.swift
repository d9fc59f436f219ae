import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Messaging {
    /// "Read my unread messages from Juan", "Find messages about dinner", "Messages I sent to Ana".
    static let search = IntentSpec(
        domain: .messaging,
        schema: IntentSchema(className: INSearchForMessagesIntent.className, parameters: [
            ParameterSpec("senders", .people),
            ParameterSpec("attributes", .lexicon("messageAttribute"), leadingWordFills: false, multiple: true),
            ParameterSpec("dateTimeRange", .lexicon("dateRange")),
            ParameterSpec("speakableGroupNames", .group, multiple: true),
            ParameterSpec("recipients", .people),
            ParameterSpec("searchTerms", .freeText),
        ]),
        handling: SpecBuilder.handling(
            INSearchForMessagesIntent.self, Search.self,
            parameters: [
                SpecBuilder.multiple("recipients", .person, Search.self, looksUp: true,
                                     resolve: { h, i, c in h.resolveRecipients(for: i, with: c) }, wrap: ParameterValue.person,
                                     get: { Values.people($0.recipients) }, set: { $0.recipients = Values.people($1) }),
                SpecBuilder.multiple("senders", .person, Search.self, looksUp: true,
                                     resolve: { h, i, c in h.resolveSenders(for: i, with: c) }, wrap: ParameterValue.person,
                                     get: { Values.people($0.senders) }, set: { $0.senders = Values.people($1) }),
                SpecBuilder.single("attributes", .lexicon("messageAttribute"), Search.self,
                                   resolve: { h, i, c in h.resolveAttributes(for: i, with: c) }, wrap: ParameterValue.attributes,
                                   get: { $0.attributes.isEmpty ? [] : [.attributes($0.attributes)] },
                                   set: { i, v in if case let .attributes(a)? = v.first { i.attributes = a } }),
                SpecBuilder.single("dateTimeRange", .lexicon("dateRange"), Search.self,
                                   resolve: { h, i, c in h.resolveDateTimeRange(for: i, with: c) }, wrap: ParameterValue.dateRange,
                                   get: { $0.dateTimeRange.map { [.dateRange($0)] } ?? [] },
                                   set: { i, v in if case let .dateRange(r)? = v.first { i.dateTimeRange = r } }),
                SpecBuilder.multiple("speakableGroupNames", .group, Search.self,
                                     resolve: { h, i, c in h.resolveSpeakableGroupNames(for: i, with: c) }, wrap: ParameterValue.speakable,
                                     get: { ($0.speakableGroupNames ?? []).map(ParameterValue.speakable) },
                                     set: { i, v in let s = v.compactMap(\.speakable); i.speakableGroupNames = s.isEmpty ? nil : s }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["senders": "Whose messages?", "recipients": "Messages to whom?", "speakableGroupNames": "Which group?"],
                respond: { response, _, context in
                    guard let r = response.response as? INSearchForMessagesIntentResponse, r.code == .success || r.code == .inProgress else {
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
                    recipients: context.persons("recipients", in: reading), senders: context.persons("senders", in: reading),
                    searchTerms: terms, attributes: options,
                    dateTimeRange: reading.caseName("dateTimeRange").flatMap { DateRanges.range($0, now: context.now) },
                    speakableGroupNames: groups.isEmpty ? nil : groups)
            },
            confirm: { h, i, c in h.confirm(intent: i, completion: c) },
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            fields: { r in r.messages.map { [("messages", .array($0.map(TraceJSON.message)))] } ?? [] },
            readOut: { r in r.messages.map { $0.map(\.identifier) } },
            describe: { i in
                .object(dropping: [
                    ("recipients", i.recipients.map { .array($0.map(TraceJSON.person)) }),
                    ("senders", i.senders.map { .array($0.map(TraceJSON.person)) }),
                    ("searchTerms", i.searchTerms.map { .array($0.map(JSON.string)) }),
                    ("attributes", i.attributes.isEmpty ? nil : .array(i.attributes.names.map(JSON.string))),
                    ("dateTimeRange", i.dateTimeRange.map(TraceJSON.dateRange)),
                    ("speakableGroupNames", i.speakableGroupNames.map { .array($0.map(TraceJSON.speakable)) }),
                    ("identifiers", i.identifiers.map { .array($0.map(JSON.string)) }),
                ])
            },
            restore: { r throws(FormatError) in
                INSearchForMessagesIntent(recipients: try TraceReading.people(r["recipients"]), senders: try TraceReading.people(r["senders"]),
                                          searchTerms: try TraceReading.strings(r["searchTerms"]),
                                          attributes: try TraceReading.attributes(r["attributes"]),
                                          dateTimeRange: try TraceReading.dateRange(r["dateTimeRange"]),
                                          identifiers: try TraceReading.strings(r["identifiers"]),
                                          speakableGroupNames: try TraceReading.speakables(r["speakableGroupNames"]))
            }))
}
