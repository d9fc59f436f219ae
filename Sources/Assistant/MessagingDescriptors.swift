import Foundation
import Formats
import IntentModel

private func people(_ values: [ParameterValue]) -> [INPerson]? {
    let persons = values.compactMap(\.person)
    return persons.isEmpty ? nil : persons
}

private func personValues(_ persons: [INPerson]?) -> [ParameterValue] { (persons ?? []).map(ParameterValue.person) }

enum MessagingDescriptors {
    typealias Send = any INSendMessageIntentHandling
    typealias Search = any INSearchForMessagesIntentHandling
    typealias SetAttribute = any INSetMessageAttributeIntentHandling
    typealias Unsend = any INUnsendMessagesIntentHandling
    typealias Edit = any INEditMessageIntentHandling

    static var all: [IntentDescriptor] { [send, search, setAttribute, unsend, edit] }

    static let send = Describe.intent(
        INSendMessageIntent.self, Send.self,
        parameters: [
            Describe.multiple("recipients", .person, Send.self,
                              resolve: { h, i, c in h.resolveRecipients(for: i, with: c) }, wrap: ParameterValue.person,
                              get: { personValues($0.recipients) }, set: { $0.recipients = people($1) }),
            Describe.single("outgoingMessageType", .lexicon("outgoingMessageType"), Send.self,
                            resolve: { h, i, c in h.resolveOutgoingMessageType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                            get: { $0.outgoingMessageType == .unknown ? [] : [.enumCase($0.outgoingMessageType.rawValue)] },
                            set: { $0.outgoingMessageType = $1.first?.caseName.flatMap(INOutgoingMessageType.init(rawValue:)) ?? $0.outgoingMessageType }),
            Describe.single("content", .string, Send.self,
                            resolve: { h, i, c in h.resolveContent(for: i, with: c) }, wrap: ParameterValue.string,
                            get: { $0.content.map { [.string($0)] } ?? [] }, set: { $0.content = $1.first?.string }),
            Describe.single("speakableGroupName", .group, Send.self,
                            resolve: { h, i, c in h.resolveSpeakableGroupName(for: i, with: c) }, wrap: ParameterValue.speakable,
                            get: { $0.speakableGroupName.map { [.speakable($0)] } ?? [] }, set: { $0.speakableGroupName = $1.first?.speakable }),
        ],
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.sentMessages.map { [("sentMessages", .array($0.map(TraceJSON.message)))] } ?? [] },
        describe: { i in
            .object(dropping: [
                ("recipients", i.recipients.map { .array($0.map(TraceJSON.person)) }),
                ("outgoingMessageType", i.outgoingMessageType == .unknown ? nil : .string(i.outgoingMessageType.rawValue)),
                ("content", i.content.map(JSON.string)),
                ("speakableGroupName", i.speakableGroupName.map(TraceJSON.speakable)),
                ("conversationIdentifier", i.conversationIdentifier.map(JSON.string)),
            ])
        })

    static let search = Describe.intent(
        INSearchForMessagesIntent.self, Search.self,
        parameters: [
            Describe.multiple("recipients", .person, Search.self,
                              resolve: { h, i, c in h.resolveRecipients(for: i, with: c) }, wrap: ParameterValue.person,
                              get: { personValues($0.recipients) }, set: { $0.recipients = people($1) }),
            Describe.multiple("senders", .person, Search.self,
                              resolve: { h, i, c in h.resolveSenders(for: i, with: c) }, wrap: ParameterValue.person,
                              get: { personValues($0.senders) }, set: { $0.senders = people($1) }),
            Describe.single("attributes", .lexicon("messageAttribute"), Search.self,
                            resolve: { h, i, c in h.resolveAttributes(for: i, with: c) }, wrap: ParameterValue.attributes,
                            get: { $0.attributes.isEmpty ? [] : [.attributes($0.attributes)] },
                            set: { i, v in if case let .attributes(a)? = v.first { i.attributes = a } }),
            Describe.single("dateTimeRange", .lexicon("dateRange"), Search.self,
                            resolve: { h, i, c in h.resolveDateTimeRange(for: i, with: c) }, wrap: ParameterValue.dateRange,
                            get: { $0.dateTimeRange.map { [.dateRange($0)] } ?? [] },
                            set: { i, v in if case let .dateRange(r)? = v.first { i.dateTimeRange = r } }),
            Describe.multiple("speakableGroupNames", .group, Search.self,
                              resolve: { h, i, c in h.resolveSpeakableGroupNames(for: i, with: c) }, wrap: ParameterValue.speakable,
                              get: { ($0.speakableGroupNames ?? []).map(ParameterValue.speakable) },
                              set: { i, v in let s = v.compactMap(\.speakable); i.speakableGroupNames = s.isEmpty ? nil : s }),
        ],
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        fields: { r in r.messages.map { [("messages", .array($0.map(TraceJSON.message)))] } ?? [] },
        describe: { i in
            .object(dropping: [
                ("recipients", i.recipients.map { .array($0.map(TraceJSON.person)) }),
                ("senders", i.senders.map { .array($0.map(TraceJSON.person)) }),
                ("attributes", i.attributes.isEmpty ? nil : .array(i.attributes.names.map(JSON.string))),
                ("dateTimeRange", i.dateTimeRange.map(TraceJSON.dateRange)),
                ("speakableGroupNames", i.speakableGroupNames.map { .array($0.map(TraceJSON.speakable)) }),
                ("identifiers", i.identifiers.map { .array($0.map(JSON.string)) }),
            ])
        })

    static let setAttribute = Describe.intent(
        INSetMessageAttributeIntent.self, SetAttribute.self,
        parameters: [
            Describe.single("attribute", .lexicon("messageAttribute"), SetAttribute.self,
                            resolve: { h, i, c in h.resolveAttribute(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                            get: { $0.attribute == .unknown ? [] : [.enumCase($0.attribute.rawValue)] },
                            set: { $0.attribute = $1.first?.caseName.flatMap(INMessageAttribute.init(rawValue:)) ?? $0.attribute }),
        ],
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        describe: { i in
            .object(dropping: [("identifiers", i.identifiers.map { .array($0.map(JSON.string)) }),
                               ("attribute", .string(i.attribute.rawValue))])
        })

    static let unsend = Describe.intent(
        INUnsendMessagesIntent.self, Unsend.self, parameters: [],
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        describe: { i in .object(dropping: [("messageIdentifiers", i.messageIdentifiers.map { .array($0.map(JSON.string)) })]) })

    static let edit = Describe.intent(
        INEditMessageIntent.self, Edit.self,
        parameters: [
            Describe.single("editedContent", .string, Edit.self,
                            resolve: { h, i, c in h.resolveEditedContent(for: i, with: c) }, wrap: ParameterValue.string,
                            get: { $0.editedContent.map { [.string($0)] } ?? [] }, set: { $0.editedContent = $1.first?.string }),
        ],
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        describe: { i in
            .object(dropping: [("messageIdentifier", i.messageIdentifier.map(JSON.string)), ("editedContent", i.editedContent.map(JSON.string))])
        })
}

enum CallDescriptors {
    typealias Call = any INStartCallIntentHandling

    static let startCall = Describe.intent(
        INStartCallIntent.self, Call.self,
        parameters: [
            Describe.single("callRecordToCallBack", .string, Call.self,
                            resolve: { h, i, c in h.resolveCallRecordToCallBack(for: i, with: c) }, wrap: ParameterValue.callRecord,
                            get: { $0.callRecordToCallBack.map { [.callRecord($0)] } ?? [] },
                            set: { i, v in if case let .callRecord(r)? = v.first { i.callRecordToCallBack = r } }),
            Describe.single("destinationType", .lexicon("destinationType"), Call.self,
                            resolve: { h, i, c in h.resolveDestinationType(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                            get: { $0.destinationType == .unknown ? [] : [.enumCase($0.destinationType.rawValue)] },
                            set: { $0.destinationType = $1.first?.caseName.flatMap(INCallDestinationType.init(rawValue:)) ?? $0.destinationType }),
            Describe.multiple("contacts", .person, Call.self,
                              resolve: { h, i, c in h.resolveContacts(for: i, with: c) }, wrap: ParameterValue.person,
                              get: { personValues($0.contacts) }, set: { $0.contacts = people($1) }),
            Describe.single("callCapability", .lexicon("callCapability"), Call.self,
                            resolve: { h, i, c in h.resolveCallCapability(for: i, with: c) }, wrap: { .enumCase($0.rawValue) },
                            get: { $0.callCapability == .unknown ? [] : [.enumCase($0.callCapability.rawValue)] },
                            set: { $0.callCapability = $1.first?.caseName.flatMap(INCallCapability.init(rawValue:)) ?? $0.callCapability }),
        ],
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) },
        describe: { i in
            .object(dropping: [
                ("contacts", i.contacts.map { .array($0.map(TraceJSON.person)) }),
                ("callCapability", .string(i.callCapability.rawValue)),
                ("destinationType", i.destinationType == .unknown ? nil : .string(i.destinationType.rawValue)),
            ])
        })
}
