import Formats
import Foundation
import IntentModel

extension Messaging {
    /// A search's message attributes: unset when empty, traced by their names.
    static var attributesCodec: ValueCodec<INMessageAttributeOptions, INMessageAttributeOptions> {
        ValueCodec(
            values: { $0.isEmpty ? [] : [.attributes($0)] },
            update: { values, current in
                if case .attributes(let options)? = values.first { return options }
                return current
            },
            wrap: ParameterValue.attributes,
            json: { $0.isEmpty ? nil : .array($0.names.map(JSON.string)) },
            read: { r throws(FormatError) in try TraceReading.attributes(r) })
    }

    /// A search's window of time.
    static var dateRangeCodec: ValueCodec<INDateComponentsRange?, INDateComponentsRange> {
        ValueCodec(
            values: { $0.map { [.dateRange($0)] } ?? [] },
            update: { values, current in
                if case .dateRange(let range)? = values.first { return range }
                return current
            },
            wrap: ParameterValue.dateRange, json: { $0.map(TraceJSON.dateRange) },
            read: { r throws(FormatError) in try TraceReading.dateRange(r) })
    }
}
