/* chat.rest.send-group-msg v1: the body of Tencent Chat's send_group_msg. */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

/* The priority the showroom guides recommend for a kind of message (generated from Swift's
 * ChatCustom.Kind). */
static const char *recommended(const char *kind) {
#define SC_RECOMMENDED(name, priority)                                                                                 \
    if (strcmp(kind, name) == 0) return priority;
    SC_CHAT_RECOMMENDED_PRIORITIES(SC_RECOMMENDED)
#undef SC_RECOMMENDED
    return "Normal";
}

void sc_family_chat_rest(sc_ctx *ctx, sc_doc *doc, size_t length, sc_outcome *out) {
    if (length > SC_CHAT_REST_MESSAGE_BYTES)
        sc_report(ctx, "limit.tim-message-size", "$", 0, "the message body is %zu bytes; the limit is %lld", length,
                  SC_CHAT_REST_MESSAGE_BYTES);
    sc_value root = sc_root(ctx, doc);
    sc_expect_object(ctx, &root);
    sc_value group = sc_member(ctx, &root, "GroupId"), random = sc_member(ctx, &root, "Random");
    sc_value priority = sc_member(ctx, &root, "MsgPriority"), body = sc_member(ctx, &root, "MsgBody");
    sc_value from = sc_member(ctx, &root, "From_Account"), online = sc_member(ctx, &root, "OnlineOnlyFlag");
    sc_value cloud = sc_member(ctx, &root, "CloudCustomData");
    int got_group = 0, got_priority = 0, got_from = 0, got_online = 0;
    sc_text group_id = sc_string(ctx, &group, 0, &got_group);
    (void)sc_uint32(ctx, &random, 1, NULL);
    sc_text priority_name = sc_string(ctx, &priority, 1, &got_priority);
    if (!body.present) sc_any(ctx, &body);
    size_t count = sc_expect_array(ctx, &body);
    sc_text from_account = sc_string(ctx, &from, 1, &got_from);
    int64_t online_flag = sc_int(ctx, &online, 1, &got_online);
    (void)sc_string(ctx, &cloud, 1, NULL);

    const char *kind = NULL;
    int has_text = 0;
    size_t customs = 0;
    for (size_t i = 0; i < count; i++) {
        sc_value element = sc_element(ctx, &body, i);
        sc_expect_object(ctx, &element);
        sc_value type = sc_member(ctx, &element, "MsgType"), content = sc_member(ctx, &element, "MsgContent");
        sc_text type_name = sc_string(ctx, &type, 0, NULL);
        if (sc_text_is(type_name, "TIMCustomElem")) {
            if (!content.present) sc_any(ctx, &content);
            sc_expect_object(ctx, &content);
            sc_value data = sc_member(ctx, &content, "Data");
            sc_doc inner;
            char *prefix = NULL;
            if (sc_app_text(ctx, &data)) {
                sc_rule(ctx, "wire.application-data", data.path, NULL, "Data is the app's own text, not JSON");
            } else if (sc_embedded(ctx, &data, &inner, &prefix)) {
                sc_value inner_root = sc_root(ctx, &inner);
                const char *dialect;
                const char *inner_kind = sc_chat_custom_decode(ctx, &inner_root, &dialect);
                if (!kind) kind = inner_kind;
                sc_value_free(&inner_root);
                sc_doc_free(&inner);
            }
            free(prefix);
            static const char *const optional[] = {"Desc", "Ext", "Sound"};
            for (int k = 0; k < 3; k++) {
                sc_value member = sc_member(ctx, &content, optional[k]);
                (void)sc_string(ctx, &member, 1, NULL);
                sc_value_free(&member);
            }
            sc_value_free(&data);
            if (++customs == 2)
                sc_rule(ctx, "wire.count", element.path, NULL,
                        "a second TIMCustomElem; a message carries at most one custom element");
        } else if (sc_text_is(type_name, "TIMTextElem")) {
            has_text = 1;
            if (!content.present) sc_any(ctx, &content);
            sc_expect_object(ctx, &content);
            sc_value text = sc_member(ctx, &content, "Text");
            (void)sc_string(ctx, &text, 0, NULL);
            sc_value_free(&text);
        } else if (type.usable && type.object && json_object_is_type(type.object, json_type_string)) {
            /* Every other type, known or not, as the element spec declares it. */
            sc_spec_walk_shared(ctx, &element, SC_SHARED_TIM_ELEMENT);
        } else {
            /* No type to choose a content by: the element spec asks only for an object. */
            sc_object_field(ctx, &content, 0);
        }
        sc_value_free(&type);
        sc_value_free(&content);
        sc_value_free(&element);
    }
    if (!kind && has_text) kind = "bullet";
    /* The documented optional members, as their spec declares them. */
    if (root.usable && root.object && json_object_is_type(root.object, json_type_object))
        sc_spec_walk_shared(ctx, &root, SC_SHARED_CHAT_REST_OPTIONS);

    if (got_group && group_id.len == 0) sc_rule(ctx, "wire.empty-id", group.path, NULL, "GroupId is empty");
    if (got_from && from_account.len == 0) sc_rule(ctx, "wire.empty-id", from.path, NULL, "From_Account is empty");
    int known_priority = !got_priority || sc_text_is(priority_name, "High") || sc_text_is(priority_name, "Normal") ||
                         sc_text_is(priority_name, "Low");
    if (!known_priority)
        sc_rule(ctx, "wire.enum", priority.path, NULL, "MsgPriority is not \"High\", \"Normal\" or \"Low\"");
    if (got_online && online_flag != 0 && online_flag != 1)
        sc_rule(ctx, "wire.enum", online.path, NULL, "OnlineOnlyFlag is %lld; it is 0 or 1", (long long)online_flag);
    if (body.usable && count == 0) sc_rule(ctx, "wire.count", body.path, NULL, "MsgBody is empty");
    if (kind && known_priority) {
        const char *actual = got_priority ? priority_name.data : "Normal";
        if (strcmp(actual, recommended(kind)) != 0)
            sc_rule(ctx, "interop.priority", priority.path, NULL,
                    "a %s message is sent with priority %s; %s is recommended", kind, actual, recommended(kind));
    }
    out->family = "chat.rest.send-group-msg";
    out->version = 1;
    out->dialect = "rest";
    sc_value_free(&root);
    sc_value_free(&group);
    sc_value_free(&random);
    sc_value_free(&priority);
    sc_value_free(&body);
    sc_value_free(&from);
    sc_value_free(&online);
    sc_value_free(&cloud);
}
