"""Held-out set 50: customer-support and messaging agents' tool results, as their tools
return them.

Six three-step scenarios (each step a case) and single results, in tool shapes and exports
that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Zendesk, Freshdesk, Intercom, Front, Crisp, Tidio, Chatwoot, Zoho Desk, Missive,
Discord, Teams, Mattermost, Rocket.Chat, Zulip, WhatsApp, Telegram, Gorgias, Trengo,
Respond.io, Kayako, Deskpro, Gladly, LiveChat, Olark, Drift, Help Scout, Twilio Flex, Talkdesk,
Aircall, Dialpad, RingCentral, Rasa, Botpress, Voiceflow, Yellow.ai, Kore.ai, Sierra and the
``wrote:`` quote line did and were dropped as tools; a Telegram or Discord export is used
only in an export format no earlier set printed). Written as each prints its result
(remembered, not copied, so field order and padding may differ): Freshdesk's Freddy AI
Copilot tool results, a Decagon agent's tool calls over an Outlook thread quoted under
``-----Original Message-----``, a Cognigy Tool Action result over an Android "SMS Backup &
Restore" XML, a Forethought Solve agent over a Telegram Desktop ``result.json`` export, a
Kapture CX ticket tool and a Zoho SalesIQ transcript tool; single results: a
DiscordChatExporter JSON, a Slack export's ``channels.json`` day file, Intercom's
``conversation_parts``, a Sunshine Conversations webhook, an mbox thread, a Twilio
Conversations message log and a "Sent from my iPhone" signature, and more (a WhatsApp
"Export chat" text file, a Teams ``messages.json``, a Slack ``integration_logs.json`` entry,
a DiscordChatExporter CSV, a Telegram invite link, an Intercom admin note, Sunshine
Conversations app keys, mbox MIME parts, Freddy merges and canned replies, a Decagon draft,
Cognigy context, Forethought macros, Kapture integrations and SalesIQ webhooks).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 freddy ticket ¦ scenario 1 step 1: Freddy AI Copilot's get_ticket tool result, a customer pasting a password ¦ {p} ¦ [Freddy Copilot] tool get_ticket(#88213) → {"subject":"Can't log in to the portal","description_text":"I reset it twice, the new password is {t} and it still says invalid","requester_id":77120,"status":2}
s1 freddy reply ¦ scenario 1 step 2: Freddy AI Copilot's list_conversations tool result, the agent's own reply quoting a temporary password ¦ {p} ¦ [Freddy Copilot] tool list_conversations(#88213) → [{"incoming":false,"body_text":"Hi Dana, I've set a temporary password for you: {t} (please change it after login).","private":false}]
s1 freddy note ¦ scenario 1 step 3: Freddy AI Copilot's private note tool result, an API key in an internal note ¦ {A40} ¦ [Freddy Copilot] tool add_note(#88213, private=true) → {"id":5512,"body_text":"Escalated: SSO sync uses key {t}, rotate after fix","private":true}
s2 decagon outlook ¦ scenario 2 step 1: a Decagon agent's read_email tool over an Outlook reply quoting the original ¦ {p} ¦ Tool read_email returned:\nThanks, that worked!\n\n-----Original Message-----\nFrom: Support <support@acme.io>\nSent: Sunday, December 6, 2026 6:41 PM\nTo: Ali Rahimi <ali@rahimi-law.example>\nSubject: RE: [#44120] VPN access\n\nYour VPN password has been reset to {t}\n
s2 decagon forward ¦ scenario 2 step 2: a Decagon agent's read_email tool over a forwarded message with a recovery code ¦ {U5}-{U5}-{U5}-{U5} ¦ Tool read_email returned:\n---------- Forwarded message ---------\nFrom: Acme Accounts <no-reply@acme.io>\nDate: Sun, Dec 6, 2026 at 6:44 PM\nSubject: Your recovery code\n\nKeep this recovery code somewhere safe: {t}\n
s2 decagon signature ¦ scenario 2 step 3: a Decagon agent's search_emails tool, a signature block carrying a shared mailbox password ¦ {p} ¦ Tool search_emails("invoice 4471") returned 1 result:\n> Please use the shared inbox for now.\n> --\n> Marta Nowak | Accounts\n> shared login: accounts@acme.io / {t}\n> +48 22 555 01 22
s3 cognigy sms backup ¦ scenario 3 step 1: a Cognigy Tool Action result over an SMS Backup & Restore XML with a one-time PIN ¦ {d8} ¦ {"toolId":"read_backup","result":"<sms protocol=\"0\" address=\"+15550142\" date=\"1796583702000\" type=\"1\" body=\"Your Acme verification PIN is {t}. It expires in 10 minutes.\" read=\"1\" contact_name=\"(Unknown)\" />"}
s3 cognigy sms pass ¦ scenario 3 step 2: a Cognigy Tool Action result, an SMS thread where a customer texts a Wi-Fi passphrase ¦ {p} ¦ {"toolId":"read_backup","result":"<sms protocol=\"0\" address=\"+15550177\" date=\"1796583811000\" type=\"2\" body=\"guest wifi is AcmeGuest / {t}\" read=\"1\" contact_name=\"Front desk\" />"}
s3 cognigy sms token ¦ scenario 3 step 3: a Cognigy Tool Action result, an SMS carrying a magic-link token ¦ {u43} ¦ {"toolId":"read_backup","result":"<sms protocol=\"0\" address=\"ACME\" date=\"1796583902000\" type=\"1\" body=\"Sign in: https://app.acme.io/m/{t}\" read=\"0\" contact_name=\"(Unknown)\" />"}
s4 forethought telegram ¦ scenario 4 step 1: a Forethought Solve agent's read_export tool over a Telegram Desktop result.json ¦ {p} ¦ Solve tool read_export → {"id": 40211, "type": "message", "date": "2026-12-06T18:40:02", "from": "Ravi", "from_id": "user5521903", "text": "router admin pw is {t} btw"}
s4 forethought telegram entities ¦ scenario 4 step 2: result.json text_entities splitting a code span ¦ {A32} ¦ Solve tool read_export → {"id": 40214, "type": "message", "from": "Ravi", "text_entities": [{"type": "plain", "text": "the staging key: "}, {"type": "code", "text": "{t}"}]}
s4 forethought telegram bot ¦ scenario 4 step 3: result.json of a bot chat printing a bot token ¦ {d10}:AA{u33} ¦ Solve tool read_export → {"id": 40220, "type": "message", "from": "BotFather", "text": "Done! Use this token to access the HTTP API:\n{t}"}
s5 kapture ticket ¦ scenario 5 step 1: a Kapture CX get_ticket tool result, a customer quoting a card-less banking PIN ¦ {d6} ¦ kapture.get_ticket → {"ticket_id":"KPT-2026-88213","channel":"email","customer_message":"my new netbanking PIN {t} is not accepted, please help"}
s5 kapture thread ¦ scenario 5 step 2: a Kapture CX thread tool, an agent pasting an API token from a partner ¦ {h40} ¦ kapture.get_thread → [{"by":"agent","text":"Partner gave us their token {t} for the webhook test"}]
s5 kapture attachment ¦ scenario 5 step 3: a Kapture CX attachment text tool, a scanned letter with a passphrase ¦ {a6}-{a6}-{a6}-{a6} ¦ kapture.read_attachment("letter.pdf") → "... Your online access passphrase: {t} ..."
s6 salesiq transcript ¦ scenario 6 step 1: a Zoho SalesIQ get_transcript tool result, a visitor typing a password ¦ {p} ¦ salesiq.get_transcript(chat 7712) →\n[18:52] Visitor: my username is j.doe and password {t}\n[18:52] Operator Leah: Please don't share passwords here!
s6 salesiq visitor info ¦ scenario 6 step 2: a Zoho SalesIQ visitor info tool, a custom field holding a licence key ¦ {U5}-{U5}-{U5}-{U5}-{U5}-{U5} ¦ salesiq.get_visitor(7712) → {"name":"J. Doe","info":{"license_key":"{t}","plan":"pro"}}
s6 salesiq canned ¦ scenario 6 step 3: a Zoho SalesIQ canned response tool, an operator's shared test account password ¦ {p} ¦ salesiq.get_canned("demo-login") → {"message":"Demo account: demo@acme.io / {t}"}
"""

SINGLES = r"""
dce discord json ¦ a DiscordChatExporter JSON export read by a support agent ¦ {u24}.{u6}.{u38} ¦ {\n  "guild": {"name": "Acme Community"},\n  "channel": {"name": "bot-dev"},\n  "messages": [{"timestamp": "2026-12-06T18:33:10+00:00", "author": {"name": "kev"}, "content": "new bot token {t} pls dont leak"}]\n}
slack export day ¦ a Slack export's channel day file (general/2026-12-06.json) ¦ xoxb-{d12}-{d13}-{A24} ¦ [\n  {"type": "message", "user": "U05RZ8K2P", "text": "temp token for the integration: {t}", "ts": "1796582311.004100"}\n]
intercom parts ¦ Intercom's conversation_parts in a get_conversation tool result ¦ {p} ¦ "conversation_parts": {"type": "conversation_part.list", "conversation_parts": [{"part_type": "comment", "body": "<p>Here are the FTP creds: user acme-upload, pass {t}</p>", "author": {"type": "user"}}]}
sunshine webhook ¦ a Sunshine Conversations (Smooch) webhook payload read by a messaging agent ¦ {d6} ¦ {"trigger":"conversation:message","app":{"id":"5f1c2a3b4d5e6f7a8b9c0d1e"},"messages":[{"type":"text","text":"my one time code is {t}","role":"appUser"}]}
mbox thread ¦ an mbox thread read with a mail tool (From_ line, quoted reply) ¦ {p} ¦ From ali@rahimi-law.example Sun Dec  6 18:47:02 2026\nSubject: Re: portal\n\n> Could you send me the login again?\n\nUser: rahimi-law\nPassword: {t}\n
twilio conversations ¦ a Twilio Conversations message log from a list_messages tool ¦ {d6} ¦ index=14 author=+15550142 body="Your login code is {t}" date_created=2026-12-06T18:49:51Z
iphone signature ¦ an email body ending in "Sent from my iPhone" with a door code ¦ {d4}#{d4} ¦ Hi, the site office door code changed to {t} — see you tomorrow.\n\nSent from my iPhone
"""

EXTRA = r"""
sms backup mms ¦ an SMS Backup & Restore XML <mms> part with a shared password ¦ {p} ¦ <part seq="0" ct="text/plain" name="null" text="the alarm panel master code + password: {t}" />
outlook original ¦ a helpdesk tool's raw email text with an Outlook original quoting an API secret ¦ {h64} ¦ -----Original Message-----\nFrom: Integrations <dev@partner.example>\nSent: Saturday, December 5, 2026 11:02 AM\nSubject: Webhook signing secret\n\nSigning secret: {t}
telegram result html ¦ a Telegram Desktop HTML export line (messages.html) with a password ¦ {p} ¦ <div class="text">\n the shared drive password is {t}\n</div>
"""

MORE = r"""
freddy merge ¦ Freddy AI Copilot's merge_tickets tool result quoting both tickets, one with an SFTP password ¦ {p} ¦ [Freddy Copilot] tool merge_tickets(#88214 → #88213) → {"merged":true,"notes":["#88214: SFTP for the export is sftp.acme.io, user exports, password {t}"]}
freddy canned ¦ Freddy AI Copilot's suggest_canned tool result with a filled-in placeholder ¦ {p} ¦ [Freddy Copilot] tool suggest_canned("temp-login") → "Hello {{ticket.requester.name}}, your temporary password is {t}."
decagon reply draft ¦ a Decagon agent's draft_reply tool output, echoing a customer's licence key ¦ {U5}-{U5}-{U5}-{U5}-{U5} ¦ Tool draft_reply returned:\nHi Ali, thanks for sending your licence key ({t}). I've re-activated it on our side.
cognigy context ¦ a Cognigy Tool Action's context dump after an SMS flow ¦ {h40} ¦ {"toolId":"set_context","result":{"context":{"smsGateway":"gatewayapi","apiToken":"{t}","lastOtpSent":true}}}
forethought macro ¦ a Forethought Solve agent's get_macro tool output with a staff wifi passphrase ¦ {a5}-{a5}-{a5}-{a5} ¦ Solve tool get_macro("Store wifi") → {"title":"Store wifi","body":"Staff network: ACME-STAFF, passphrase {t}"}
kapture sla ¦ a Kapture CX get_integrations tool output with a WhatsApp BSP key ¦ {A48} ¦ kapture.get_integrations → [{"type":"whatsapp","provider":"gallabox","api_key":"{t}","status":"error"}]
salesiq webhook ¦ a Zoho SalesIQ webhook settings tool output with its shared secret ¦ {h32} ¦ salesiq.get_webhook(3) → {"url":"https://hooks.acme.io/salesiq","secret":"{t}","events":["visitor.chat_closed"]}
discord bot token edit ¦ DiscordChatExporter CSV with an edited message that kept a token ¦ {u24}.{u6}.{u27} ¦ AuthorID,Author,Date,Content,Attachments,Reactions\n"301822","kev","2026-12-06 18:34","(edited) actually use {t}","",""
slack users json ¦ a Slack export's integration_logs.json entry with an incoming-webhook URL ¦ {A24} ¦ {"service_type": "Incoming WebHooks", "reason": "added", "change_type": "added", "scope": "incoming-webhook", "url": "https://hooks.slack.com/services/T05RZ8K2P/B07QX1N3A/{t}"}
intercom note ¦ an Intercom admin note part in a get_conversation tool result ¦ {h40} ¦ {"part_type": "note", "body": "<p>Partner API token for the test: <code>{t}</code></p>", "author": {"type": "admin", "name": "Leah"}}
sunshine app key ¦ a Sunshine Conversations list_app_keys tool output with a key secret ¦ {u64} ¦ {"keys":[{"id":"app_5f1c2a3b4d5e6f7a8b9c0d1e","displayName":"support-bot","secret":"{t}"}]}
mbox attachment ¦ an mbox thread with a base64-free plain-text attachment holding a VPN PSK ¦ {A32} ¦ --boundary42\nContent-Type: text/plain; name="vpn.txt"\n\nIPsec PSK: {t}\n--boundary42--
twilio auth in log ¦ a messaging agent's send_sms tool log echoing its client setup ¦ {h32} ¦ send_sms: Client(account_sid='AC5e1c2a3b4d5e6f7a8b9c0d1e2f3a4b5c', auth_token='{t}') -> 20003 Authenticate
telegram json bot command ¦ a Telegram result.json service message where an admin pasted an invite secret ¦ {u22} ¦ {"id": 40231, "type": "message", "from": "Ops", "text": "join link: https://t.me/+{t}"}
whatsapp txt export ¦ a WhatsApp "Export chat" text file read by a messaging agent ¦ {p} ¦ [06/12/2026, 18:45:12] Lina: the alarm app login is lina.w / {t}\n[06/12/2026, 18:45:40] Sam: thanks!
teams export ¦ a Teams chat export (messages.json) with a service account password ¦ {p} ¦ {"from":"Tomás Ruiz","createdDateTime":"2026-12-06T18:38:00Z","body":{"contentType":"html","content":"<p>svc-reports pw: {t}</p>"}}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", MORE.strip(), raises="cause"),
    ]
