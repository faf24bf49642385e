// The typed value's rules are its form's (PKInviteSpec.swift): a value is checked by encoding
// it and walking the form over its bytes, as a message read from the wire is.

extension PKInvite.V1: WireValidatable {
    var ruleForm: FormSpec { PKInvite.form }
}
