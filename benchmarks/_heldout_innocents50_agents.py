"""Innocent set 50: customer-support and messaging agents' output with no secret in set
50's tool shapes, public keys, key ids, fingerprints, digests and trace ids beside
credential words, lines in set 50's languages, and public ids of set 50's vendors.

``AGENT``: Freddy AI Copilot, Decagon, Cognigy, Forethought Solve, Kapture CX and Zoho
SalesIQ tool results, DiscordChatExporter, Slack export, Intercom ``conversation_parts``,
Sunshine Conversations, mbox, Outlook originals and Twilio Conversations, none holding a
secret. ``PUBLIC``: public keys, key ids, fingerprints, digests, build, trace and span ids
beside the words key, token, secret and password. ``WORLD``: lines in set 50's languages
that name passwords, PINs and codes without holding one. ``VENDOR_IDS``: public ids of set
50's vendors (account ids, site tokens meant to be public, app ids, munchkin ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦[Freddy Copilot] tool get_ticket(#«d5»)⟧ → ⟦{"subject":"Password reset link expired","status":2}⟧
agent: ⟦[Freddy Copilot] tool list_conversations(#«d5»)⟧ → ⟦[{"incoming":true,"body_text":"I'll try the reset link again tomorrow"}]⟧
agent: ⟦[Freddy Copilot] tool add_note(#«d5», private=true)⟧ → ⟦{"id":«d4»,"body_text":"Customer verified by callback"}⟧
agent: ⟦Tool read_email returned⟧: ⟦-----Original Message-----⟧ ⟦Subject: RE: [#«d5»] VPN access⟧ ⟦Your VPN account is now active.⟧
agent: ⟦Tool search_emails("invoice «d4»") returned 2 results⟧
agent: ⟦{"toolId":"read_backup","result":"<sms address=\"+1555«d4»\" type=\"1\" body=\"Your parcel arrives today\" />"}⟧
agent: ⟦Solve tool read_export⟧ → ⟦{"id": «d5», "type": "message", "from": "Ravi", "text": "reset done, thanks"}⟧
agent: ⟦kapture.get_ticket⟧ → ⟦{"ticket_id":"KPT-2026-«d5»","channel":"email","status":"closed"}⟧
agent: ⟦salesiq.get_transcript(chat «d4»)⟧ → ⟦[18:52] Operator Leah: I've sent you a password reset email.⟧
agent: ⟦salesiq.get_visitor(«d4»)⟧ → ⟦{"name":"J. Doe","info":{"plan":"pro","license_seats":5}}⟧
agent: ⟦"guild": {"name": "Acme Community"}⟧, ⟦"channel": {"name": "bot-dev"}⟧, ⟦"messageCount": «d3»⟧
agent: ⟦{"type": "message", "user": "U«U8»", "text": "token rotated, old one revoked"⟧, ⟦"ts": "17965«d5».004100"}⟧
agent: ⟦"part_type": "comment", "body": "<p>Thanks, the new password works</p>"⟧
agent: ⟦{"trigger":"conversation:message","app":{"id":"«h24»"}⟧, ⟦"text":"where is my order?"⟧
agent: ⟦From ops@acme.io Sun Dec  6 18:47:02 2026⟧ ⟦Subject: Re: portal login⟧ ⟦(password sent by SMS)⟧
agent: ⟦index=«d2» author=+1555«d4» body="code received, thanks"⟧ ⟦date_created=2026-12-06T18:49:51Z⟧
agent: ⟦Sent from my iPhone⟧ — ⟦door code changes Monday⟧
agent: ⟦<part seq="0" ct="text/plain" text="see attached photo" />⟧
agent: ⟦[Freddy Copilot] summary⟧: ⟦customer locked out after 5 attempts; unlocked via admin console⟧
agent: ⟦Decagon⟧ ⟦tag_thread(«d5», ["vpn", "password-reset"])⟧ → ⟦ok⟧
agent: ⟦[Freddy Copilot] tool merge_tickets(#«d5» → #«d5»)⟧ → ⟦{"merged":true}⟧
agent: ⟦Tool draft_reply returned⟧: ⟦Hi Ali, your licence is active again.⟧
agent: ⟦{"toolId":"set_context","result":{"context":{"smsGateway":"gatewayapi","lastOtpSent":true}}}⟧
agent: ⟦Solve tool get_macro("Store wifi")⟧ → ⟦{"title":"Store wifi","body":"Ask the manager for the staff passphrase"}⟧
agent: ⟦kapture.get_integrations⟧ → ⟦[{"type":"whatsapp","provider":"gallabox","status":"connected"}]⟧
agent: ⟦salesiq.get_webhook(3)⟧ → ⟦{"url":"https://hooks.acme.io/salesiq","events":["visitor.chat_closed"]}⟧
agent: ⟦AuthorID,Author,Date,Content⟧ ⟦"301822","kev","2026-12-06 18:34","bot restarted"⟧
agent: ⟦{"service_type": "Incoming WebHooks", "reason": "removed"⟧, ⟦"channel": "#alerts"}⟧
agent: ⟦{"part_type": "note", "body": "<p>Token rotated by Leah, see vault</p>"}⟧
agent: ⟦{"keys":[{"id":"app_«h24»","displayName":"support-bot"}]}⟧ (⟦secret hidden⟧)
agent: ⟦Content-Type: text/plain; name="vpn-howto.txt"⟧ ⟦Connect with the Acme VPN app⟧
agent: ⟦send_sms⟧: ⟦message SM«h32» queued⟧ ⟦to +1555«d4»⟧
agent: ⟦{"id": «d5», "type": "service", "action": "invite_members"}⟧
agent: ⟦[06/12/2026, 18:45:12] Lina: the alarm app works again⟧
agent: ⟦{"from":"Tomás Ruiz","createdDateTime":"2026-12-06T18:38:00Z"⟧, ⟦"content":"<p>reports are back</p>"⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» support@acme⟧ (⟦public key⟧)
public: ⟦key id «H16»⟧ for ⟦webhook signing⟧ (⟦rotated 2026-11-30⟧)
public: ⟦SHA256:«b64_43»⟧ ⟦host key fingerprint⟧
public: ⟦sha256 digest «h64»⟧ of ⟦helpdesk-bridge-2.4.1.tar.gz⟧
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ ⟦POST /sms.json 401⟧
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦token refresh fixed⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg RS256⟧ (⟦public signing key⟧)
public: ⟦PGP fingerprint «H40»⟧ ⟦security@acme.io⟧
public: ⟦request-id «uuid»⟧ — ⟦invalid API key (key not shown)⟧
public: ⟦client_id «uuid»⟧ (⟦the client secret is in the vault⟧)
public: ⟦password policy v«d2»⟧ ⟦min length 12⟧, ⟦sha1 of policy «h40»⟧
public: ⟦Docker image sha256:«h64»⟧ ⟦ghcr.io/acme/sms-gateway:3.1⟧
public: ⟦certificate serial «H32»⟧ ⟦expires 2027-03-01⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ for ⟦mitto-rest-client@2.0.1⟧
public: ⟦x-amzn-trace-id Root=1-«h8»-«h24»⟧ ⟦token validation ok⟧
public: ⟦age1«l58»⟧ (⟦age public recipient⟧) ⟦for backups⟧
public: ⟦minisign public key RW«b64_54»⟧ ⟦release signing⟧
public: ⟦GPG key id 0x«H16»⟧ ⟦signs the helpdesk-bridge packages⟧
public: ⟦sha1 «h40»⟧ ⟦of the password policy PDF⟧
public: ⟦OpenTelemetry trace «h32»⟧ ⟦span «h16»⟧ ⟦kommo-sync token refresh⟧
public: ⟦release digest sha384-«b64_64»⟧ ⟦script integrity⟧
public: ⟦key fingerprint MD5:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧ (⟦legacy display⟧)
public: ⟦build id «U12»⟧ ⟦sms-gateway 3.1⟧ — ⟦secrets loaded from env (3 names)⟧
public: ⟦X-Request-Id: «uuid»⟧ ⟦401 invalid token⟧ (⟦token not logged⟧)
public: ⟦cosign signature sha256-«h64».sig⟧
"""

WORLD = r"""
world: ⟦Kata laluan nu mesti 12 aksara⟧ (⟦Kadazan-Dusun: your password must be 12 characters⟧)
world: ⟦Kata sandi ngana so salah⟧ (⟦Manado Malay: your password is wrong⟧)
world: ⟦Koj lo lus zais tau hloov lawm⟧ (⟦Hmong: your password was changed⟧)
world: ⟦Kecap sandi anjeun kedah diganti unggal 90 dinten⟧ (⟦Sundanese: change every 90 days⟧)
world: ⟦Ó-nia liafuan-segredu la loos⟧ (⟦Tetum: your secret word is not right⟧)
world: ⟦侬个密码已经改过了⟧ (⟦Shanghainese: your password was changed⟧)
world: ⟦你嘅存取權杖已經過期⟧ (⟦Cantonese: your access token expired⟧)
world: ⟦汝個密碼著重新設定⟧ (⟦Teochew: your password must be reset⟧)
world: ⟦うんじゅぬ パスワード 変わいびたん⟧ (⟦Okinawan: your password changed⟧)
world: ⟦Таны нууц үг 8-аас дээш тэмдэгттэй байх ёстой⟧ (⟦Mongolian: at least 8 characters⟧)
world: ⟦مەخپىي نومۇرىڭىز خاتا⟧ (⟦Uyghur: your password is wrong⟧)
world: ⟦รหัสผ่านของเจ้าบ่ถืกต้อง⟧ (⟦Isan: your password is not correct⟧)
world: ⟦Ti password mo ket nagbaliw⟧ (⟦Ilocano: your password changed⟧)
world: ⟦PIN ka'a 6 digit⟧ (⟦Bajau: your PIN has 6 digits⟧)
world: ⟦Mật khẩu của mi đã đổi⟧ (⟦Muong: your password was changed⟧)
world: ⟦Kata sandi niku haga diganti⟧ (⟦Lampung: your password must be changed⟧)
world: ⟦Kata sandi ni ho nunga salah⟧ (⟦Mandailing: your password is wrong⟧)
world: ⟦Kecap sandi anu kuat ngagaduhan 12 karakter⟧ (⟦Sundanese: a strong password has 12 characters⟧)
world: ⟦Kata sandi droeneuh ka geugantoe⟧ (⟦Acehnese: your password was changed⟧)
world: ⟦Tembung sandhi panjenengan sampun dipungkasi⟧ (⟦Javanese: your password has expired⟧)
world: ⟦ཁྱེད་ཀྱི་གསང་ཨང་བསྒྱུར་ཟིན།⟧ (⟦Tibetan: your password was changed⟧)
world: ⟦느네 비밀번호 바꿨수다⟧ (⟦Jeju: your password was changed⟧)
world: ⟦An imo PIN in 6 nga numero⟧ (⟦Waray: your PIN is 6 digits⟧)
world: ⟦Ang imong recovery code gigamit na⟧ (⟦Cebuano: your recovery code was used⟧)
world: ⟦你个恢复码用过了⟧ (⟦Hakka: your recovery code was used⟧)
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Marketo munchkin 284-RPR-«d3»⟧ (⟦public, in the page script⟧)
vendor-ids: ⟦GoSquared site token GSN-«d6»-E⟧ (⟦public tracking code⟧)
vendor-ids: ⟦Helpshift domain acme-games⟧, ⟦app id acme-games_platform_«d14»-«h7»⟧
vendor-ids: ⟦MoEngage workspace id «U24»⟧ (⟦APP ID, not the API key⟧)
vendor-ids: ⟦JPush AppKey «h24»⟧ (⟦shipped in the APK⟧)
vendor-ids: ⟦Getui AppID «A22»⟧ ⟦manifest placeholder⟧
vendor-ids: ⟦Google Chat space spaces/AAAA«A7»⟧ ⟦thread «A11»⟧
vendor-ids: ⟦Maropost account 1881⟧ ⟦list «d5»⟧
vendor-ids: ⟦Kommo account acme.kommo.com⟧ ⟦pipeline «d7»⟧
vendor-ids: ⟦LeadSquared lead id «uuid»⟧ ⟦stage Prospect⟧
vendor-ids: ⟦Messente omnimessage id «uuid»⟧ ⟦delivered⟧
vendor-ids: ⟦GatewayAPI message id «d9»⟧ ⟦status DELIVERED⟧
vendor-ids: ⟦Mitto message id «uuid»⟧ ⟦responseCode 0⟧
vendor-ids: ⟦Highrise person «d9»⟧ ⟦company Acme Ltd⟧
vendor-ids: ⟦Legalesign document «uuid»⟧ ⟦status signed⟧
vendor-ids: ⟦Jitbit ticket «d6»⟧ ⟦category Billing⟧
vendor-ids: ⟦Kissmetrics person u/«d5»⟧ ⟦event signed_up⟧
vendor-ids: ⟦Mixmax sequence «h24»⟧ ⟦40 recipients⟧
vendor-ids: ⟦Mifiel document «uuid»⟧ ⟦1 signer pending⟧
vendor-ids: ⟦Less Annoying CRM contact «d31»⟧ ⟦Mark Wrighton⟧
vendor-ids: ⟦MailPace email id «d6»⟧ ⟦status delivered⟧
vendor-ids: ⟦MailWizz list uid «l13»⟧ ⟦newsletter⟧
vendor-ids: ⟦Mailercloud contact «d8»⟧ ⟦list Customers⟧
vendor-ids: ⟦Live Agent button id 573«A12»⟧ ⟦deployment 572«A12»⟧
vendor-ids: ⟦Kommo client_id «uuid»⟧ (⟦integration id, public⟧)
"""
