// The typed values' rules are their forms' (CohostRoomRequestSpec.swift): a value is checked
// by encoding it and walking the form over its bytes, as a message read from the wire is.

extension CohostRoomRequest.V1: WireValidatable {
    var ruleForm: FormSpec { CohostRoomRequest.envelopeForm }
}

extension CohostRoomRequest.ExtendedData: WireValidatable {
    var ruleForm: FormSpec { CohostRoomRequest.payloadForm }
}
