"""Held-out set 77: tool results of customer-support agents, as their helpdesk, CRM and
live-chat tools return them.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of these
matched: Zendesk ``via.channel``, ``custom_fields``, ``satisfaction_rating`` and side
conversations, Freshchat conversation messages, Front ``cnv_`` conversation ids and
comments, Salesforce Case records, Zendesk Sunshine profiles, internal notes marked
``"public": false`` and ``Freshchat`` itself (Zendesk, Intercom, Freshdesk, Help Scout,
Front, Gorgias, Crisp and ``conversation_parts`` did match, so they appear here only in other
shapes). Written as each tool prints its output (remembered, not copied, so padding and
field order may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 zendesk ticket ¦ scenario 1 step 1: Zendesk GET /api/v2/tickets/{id}, a customer pasting a Fintoc key in the description ¦ sk_live_{u32} ¦ {"ticket":{"id":88213,"via":{"channel":"email"},"subject":"Webhook no llega","description":"Hola, mi integración falla. Uso esta llave: {t} ¿me ayudan?","status":"open","requester_id":39120044871}}
s1 zendesk comments ¦ scenario 1 step 2: Zendesk ticket comments, an agent's internal note quoting a password reset ¦ {p} ¦ {"comments":[{"id":30018823412,"author_id":1900441,"public":false,"body":"Reset the merchant portal login for tienda_la; temporary password {t} sent by SMS.","created_at":"2026-12-07T14:02:11Z"}]}
s1 zendesk side ¦ scenario 1 step 3: a Zendesk side conversation to the payments team with a webhook secret ¦ whsec_{A32} ¦ {"side_conversation":{"id":"8d1c0e6a-2b7f-11ef-9a3c-0242ac120002","subject":"Escalation #88213","preview_text":"Merchant's webhook secret is {t}, can you check signatures on your side?","state":"open"}}
s2 intercom convo ¦ scenario 2 step 1: an Intercom conversation fetched by the agent, a user message with a card PIN ¦ {d6} ¦ {"type":"conversation","id":"5010128834","source":{"type":"conversation","body":"<p>My payroll card is locked. PIN is {t}, I typed it right!</p>","author":{"type":"user","id":"64f1c0ab9e2d"}},"state":"open"}
s2 intercom note ¦ scenario 2 step 2: the Intercom conversation's admin note with a recovery code ¦ {h5}-{h5} ¦ {"type":"conversation_part","part_type":"note","body":"<p>Verified identity by phone. Gave customer backup code {t} for 2FA.</p>","author":{"type":"admin","id":"4471193"}}
s2 intercom reply ¦ scenario 2 step 3: the agent's draft reply in the Intercom reply tool, echoing a one-time link token ¦ {u43} ¦ {"message_type":"comment","type":"admin","admin_id":"4471193","body":"Use this link to set a new PIN: https://app.tarjetapay.com/pin/reset?token={t}"}
s3 freshdesk ticket ¦ scenario 3 step 1: Freshdesk GET /api/v2/tickets/{id}?include=conversations, a custom field holding an API secret ¦ {A40} ¦ {"id":4471,"subject":"Payouts stuck","custom_fields":{"cf_merchant_id":"m_77120","cf_api_secret":"{t}"},"status":2,"priority":3}
s3 freshchat msg ¦ scenario 3 step 2: a Freshchat conversation message from the customer ¦ {p} ¦ {"messages":[{"message_parts":[{"text":{"content":"mi contraseña del portal es {t} y no me deja entrar"}}],"actor_type":"user","created_time":"2026-12-07T13:55:02.114Z"}]}
s3 freshdesk reply ¦ scenario 3 step 3: a Freshdesk reply the agent tool posted, quoting an OAuth client secret back ¦ {A48} ¦ {"id":30020091,"body_text":"Thanks! I rotated it. The old client_secret {t} no longer works.","private":false,"ticket_id":4471}
s4 helpscout thread ¦ scenario 4 step 1: a Help Scout conversation thread with a bearer token pasted by the customer ¦ {u64} ¦ {"_embedded":{"threads":[{"id":2871004,"type":"customer","body":"Here is the curl: curl -H 'Authorization: Bearer {t}' https://api.remesasur.com/v1/quotes","createdBy":{"type":"customer","email":"ops@remesasur.com"}}]}}
s4 helpscout customer ¦ scenario 4 step 2: a Help Scout customer profile, a background field with a PIN ¦ {d8} ¦ {"id":401188,"firstName":"Marisol","background":"VIP; phone banking PIN {t}; prefers WhatsApp","emails":[{"value":"marisol@example.com"}]}
s4 helpscout saved reply ¦ scenario 4 step 3: a Help Scout saved reply with an embedded sandbox password ¦ {p} ¦ {"id":55120,"name":"Sandbox access","text":"Sandbox login: developer / {t} — please change it after first use."}
s5 front convo ¦ scenario 5 step 1: Front GET /conversations/cnv_..., the last message with a BingX key ¦ {A64} ¦ {"id":"cnv_1n8q2k4","subject":"Bot parou","last_message":{"id":"msg_2xk93m1","blurb":"minha chave da BingX é {t}","is_inbound":true}}
s5 front comment ¦ scenario 5 step 2: a Front comment between teammates with a connection-string password ¦ {p} ¦ {"_links":{"self":"https://api2.frontapp.com/comments/com_1a2b3c"},"body":"prod read replica: postgres://support_ro:{t}@10.3.1.20:5432/payouts","author":{"username":"lucia"}}
s5 front draft ¦ scenario 5 step 3: a Front draft the agent prepared, with a magic-link token ¦ {u40} ¦ {"id":"msg_9zz01qp","draft_mode":"shared","body":"Entre por este enlace: https://app.exchange.example/login/magic?t={t}"}
s6 salesforce case ¦ scenario 6 step 1: a Salesforce Case record from the CRM tool ¦ {p} ¦ {"attributes":{"type":"Case","url":"/services/data/v60.0/sobjects/Case/5008c00001XyZ2qAAF"},"CaseNumber":"00118822","Subject":"Acceso banca","Description":"Cliente dice que su clave es {t} y está bloqueada","Status":"New"}
s6 salesforce contact ¦ scenario 6 step 2: a Salesforce Contact with a security answer in a custom field ¦ {A16} ¦ {"attributes":{"type":"Contact"},"Id":"0038c00002AbCdEAAV","Name":"Jean-Baptiste Pierre","Security_Passphrase__c":"{t}","MailingCountry":"Haiti"}
s6 salesforce email ¦ scenario 6 step 3: a Salesforce EmailMessage body sent from the case, with a reset code ¦ {d6} ¦ {"attributes":{"type":"EmailMessage"},"ParentId":"5008c00001XyZ2qAAF","TextBody":"Kòd pou reyinisyalize kont ou: {t}. Li ekspire nan 10 minit.","Status":"3"}
"""

SINGLES = r"""
zendesk macro ¦ a Zendesk macro fetched by the agent whose action text holds a shared portal password ¦ {p} ¦ {"macro":{"id":360188,"title":"Portal access (agents only)","actions":[{"field":"comment_value","value":"Merchant portal shared login: soporte / {t}"}]}}
zendesk satisfaction ¦ a Zendesk satisfaction_rating comment where the customer pasted a token ¦ {u48} ¦ {"satisfaction_rating":{"score":"bad","comment":"Still broken!! token {t} keeps failing"}}
zendesk sunshine ¦ a Zendesk Sunshine profile with an attribute holding a session cookie ¦ {u64} ¦ {"profile":{"source":"app","type":"wallet","identifiers":[{"type":"user_id","value":"u_8812"}],"attributes":{"last_session_cookie":"sid={t}"}}}
zendesk audit ¦ a Zendesk ticket audit event with a changed custom field ¦ {A32} ¦ {"audit":{"id":30118812,"events":[{"type":"Change","field_name":"360012288","field_title":"Merchant API secret","value":"{t}","previous_value":""}]}}
intercom contact ¦ an Intercom contact's custom_attributes with a referral API key ¦ {h40} ¦ {"type":"contact","id":"65a0c1f2b3","custom_attributes":{"plan":"pro","partner_api_key":"{t}"}}
intercom article ¦ an Intercom help-center article draft leaking a staging key ¦ sk_test_{u32} ¦ {"type":"article","title":"Probar pagos en sandbox","body":"<p>Usa la llave <code>{t}</code> para tus pruebas.</p>","state":"draft"}
freshdesk canned ¦ a Freshdesk canned response with a VPN password ¦ {p} ¦ {"id":8012,"title":"Acceso VPN agentes","content_html":"<p>Usuario: vpn-soporte<br>Contraseña: {t}</p>"}
freshdesk contact ¦ a Freshdesk contact custom field with an account PIN ¦ {d6} ¦ {"id":7712004,"name":"Ana Quispe","custom_fields":{"pin_telefonico":"{t}","idioma":"qu"}}
helpscout webhook ¦ a Help Scout webhook config with its secret key ¦ {A40} ¦ {"url":"https://hooks.remesasur.com/helpscout","secret":"{t}","events":["convo.created","convo.customer.reply.created"]}
front rule ¦ a Front rule action calling a webhook with a bearer token in the URL ¦ {u40} ¦ {"id":"rul_4k2m","name":"Sync to ledger","actions":[{"type":"webhook","url":"https://ledger.example.com/front?access_token={t}"}]}
front contact ¦ a Front contact note with a security word ¦ {A20} ¦ {"id":"crd_3x9q","name":"Keisha Campbell","description":"Security word for phone verification: {t}"}
hubspot ticket ¦ a HubSpot ticket object from the CRM tool with a pasted API key ¦ {h40} ¦ {"id":"1889910442","properties":{"subject":"Integración payouts","content":"La API key de Foxbit que estoy usando: {t}","hs_pipeline_stage":"1"}}
hubspot note ¦ a HubSpot engagement note with a database password ¦ {p} ¦ {"engagement":{"type":"NOTE"},"metadata":{"body":"Reproduced with staging DB user ops, password {t}"}}
pipedrive deal ¦ a Pipedrive deal custom field with a partner secret ¦ {A36} ¦ {"success":true,"data":{"id":4471,"title":"Cobre integration","f3a9c1d7e2b4":"{t}"}}
livechat transcript ¦ a LiveChat transcript the agent exported, the visitor typing a password ¦ {p} ¦ [14:02:11] Visitor: no puedo entrar, mi contraseña es {t}\n[14:02:40] Agente Rosa: ¡No comparta su contraseña por chat! Voy a bloquear la cuenta.
tawk transcript ¦ a tawk.to transcript in Haitian Creole with a recovery code ¦ {h5}-{h5} ¦ 10:14 Vizitè: mwen pèdi telefòn mwen, men kòd rekiperasyon an: {t}\n10:15 Ajan: Mèsi, n ap verifye sa.
crisp session ¦ a Crisp session export line with an access token a visitor pasted ¦ {u40} ¦ session_0f1c2a3b-9d8e | user: "token de acceso {t}" | 2026-12-07T10:19:00Z
gorgias message ¦ a Gorgias ticket message with a one-time account unlock code ¦ {U16} ¦ {"messages":[{"channel":"email","body_text":"Your one-time account unlock code is {t}","from_agent":true}]}
kustomer kobject ¦ a Kustomer KObject payload holding an OTP secret ¦ {B32} ¦ {"data":{"type":"kobject","attributes":{"custom":{"totpSeedStr":"{t}","deviceStr":"iPhone"}}}}
chatwoot message ¦ a Chatwoot message in Papiamento with a password ¦ {p} ¦ {"content":"Mi kontraseña nobo ta {t}, pero e no ta traha","message_type":0,"conversation_id":3310}
grep macros ¦ rg over an exported helpdesk macros folder ¦ {p} ¦ $ rg -n "clave|password" macros/\nmacros/bloqueo_tarjeta.json:7:      "value": "Clave temporal del portal: {t}"
git diff crm ¦ git diff of a CRM sync config committing a secret ¦ {A40} ¦ $ git diff config/crm_sync.yml\n   hubspot:\n-    private_app_token: ${HUBSPOT_TOKEN}\n+    private_app_token: pat-na1-{t}
cat zendesk yml ¦ cat of a zendesk_api gem config ¦ {A40} ¦ $ cat config/zendesk.yml\nurl: https://ayni.zendesk.com/api/v2\nusername: soporte@ayni.com/token\ntoken: {t}
http mint intercom ¦ an HTTP tool response minting an Intercom access token via OAuth ¦ dG9rOm{b60} ¦ HTTP/1.1 200 OK\n{"token":"{t}","access_token":"{t}","token_type":"Bearer"}
http mint freshdesk ¦ an HTTP tool response from Freshdesk's agent profile with the agent's API key ¦ {A20} ¦ HTTP/1.1 200 OK\n{"id":1900441,"contact":{"email":"rosa@ayni.com"},"api_key":"{t}"}
http mint front ¦ an HTTP tool response creating a Front API token ¦ eyJhbGciOiJIUzI1NiJ9.{u100}.{u43} ¦ HTTP/1.1 201 Created\n{"token":"{t}","scopes":["shared:*"],"expires_at":null}
http mint help scout ¦ an HTTP tool response from Help Scout's OAuth token endpoint ¦ {A32} ¦ HTTP/1.1 200 OK\n{"token_type":"bearer","access_token":"{t}","expires_in":172800}
whatsapp template ¦ a WhatsApp Business message log in the support inbox with a one-time password ¦ {d6} ¦ {"messages":[{"from":"18765550123","type":"text","text":{"body":"Wah gwaan, yuh OTP a {t}. Nuh share it wid nobody."}}]}
email export ¦ a mailbox export .eml of a support reply including a temporary password ¦ {p} ¦ From: soporte@ayni.com\nTo: carlos@example.com\nSubject: Re: [#88213] Acceso\n\nSu contraseña temporal es: {t}
crm csv ¦ a CRM CSV export printed bare by column ¦ {A32} ¦ $ cut -d, -f1,4,7 contacts.csv | head -3\nid,company,api_secret\n4471,Cobre Andina,{t}
sendgrid in macro ¦ a helpdesk integration settings page dump with an email relay key ¦ SG.{u22}.{u43} ¦ {"integration":"email_relay","provider":"sendgrid","key":"{t}","enabled":true}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="process"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
