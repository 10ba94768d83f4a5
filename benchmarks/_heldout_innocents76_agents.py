"""Innocent set 76: chat-ops and messaging bots' output in set 76's tool shapes with no
secret, public keys, key ids, fingerprints, digests and message, event, channel and user ids
beside credential words, set 76's languages, and public ids of set 76's vendors.

``AGENT``: Slack, Discord, Telegram and Matrix payloads, webhook events, slash-command
results and bot logs where every credential is masked, referenced or absent. ``PUBLIC``:
public halves and identifiers. ``WORLD``: set 76's languages saying that a password, PIN or
code was changed, sent or expired, without one. ``VENDOR_IDS``: set 76's vendors' public or
non-secret ids (client ids, key ids, tenant and environment ids, account ids of APIs).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦POST /slack/commands 200⟧ ⟦command=/resetpw⟧ ⟦user_id=U0«U8»⟧ ⟦trigger_id=«d13».«d13».«h32»⟧
agent: ⟦/resetpw jdoe⟧ → ⟦Password reset link sent to jdoe's email⟧ ⟦(expires in 15 min)⟧
agent: ⟦[bolt] INFO A new session has been established (session id: «uuid»)⟧
agent: ⟦slack_sdk: chat.postMessage ok=true⟧ ⟦channel=C05OPS11⟧ ⟦ts=«d10».«d6»⟧
agent: ⟦event_id Ev0«U9»⟧ ⟦type app_mention⟧ ⟦team T04ACME9Q⟧ — ⟦retry_num 0⟧
agent: ⟦Discord interaction «d19»⟧ ⟦type 2 /deploy⟧ ⟦guild «d18»⟧ — ⟦acked in 212 ms⟧
agent: ⟦discord.gateway: Shard ID None has connected to Gateway⟧ ⟦(Session ID: «h32»)⟧
agent: ⟦message «d19»⟧ ⟦in channel «d18»⟧ ⟦deleted by AutoMod: contains "password"⟧
agent: ⟦Telegram update_id «d9»⟧ ⟦message_id 4412⟧ ⟦chat -100«d10»⟧ ⟦text "/status"⟧
agent: ⟦setWebhook ok⟧ ⟦url https://bots.acme.io/tg⟧ ⟦has_custom_certificate false⟧ ⟦pending_update_count 0⟧
agent: ⟦BotFather: /setcommands done⟧ ⟦@acme_oncall_bot⟧ ⟦7 commands⟧
agent: ⟦file_id AgACAgQAAxkBAAI«A40»⟧ ⟦photo 1280x720⟧ ⟦(file ids are not credentials)⟧
agent: ⟦Matrix event $«A43»⟧ ⟦m.room.encrypted⟧ ⟦sender @dana:acme.io⟧
agent: ⟦device OPSBOT01 verified⟧ ⟦ed25519 fingerprint «b64_43»⟧
agent: ⟦room !«A18»:acme.io⟧ ⟦m.room.power_levels changed⟧ ⟦@opsbot:acme.io → 50⟧
agent: ⟦sync next_batch s«d6»_«d7»_«d4»_«d6»_«d5»_«d3»_«d5»_«d6»_«d2»⟧ ⟦(a sync cursor)⟧
agent: ⟦opsdroid: Loaded 4 skills⟧ ⟦connector rocketchat connected⟧ ⟦as user-id «A17»⟧
agent: ⟦Errbot: !vault read kv/ops/ftp⟧ ⟦→ access denied (policy ci-readonly)⟧
agent: ⟦zulip-send: message «d9» sent⟧ ⟦stream ops, topic deploys⟧
agent: ⟦DingTalk robot reply errcode 0⟧ ⟦errmsg ok⟧ ⟦msgId «l24»⟧
agent: ⟦WeCom webhook errcode 93000⟧ ⟦invalid webhook url⟧ ⟦(key redacted in log)⟧
agent: ⟦Feishu message om_«h32»⟧ ⟦chat oc_«h32»⟧ ⟦sent⟧
agent: ⟦Webex message «b64_40»⟧ ⟦room «b64_40»⟧ ⟦created⟧
agent: ⟦signal-cli: Message sent, timestamp «d13»⟧ ⟦to +31612345678⟧
agent: ⟦Rocket.Chat message «A17»⟧ ⟦rid GENERAL⟧ ⟦ts 2026-12-07T12:44:00Z⟧
agent: ⟦mmctl token list deploy-bot⟧ ⟦ID «l26»  DESCRIPTION ci-2026  ACTIVE true⟧ ⟦(token ids, not tokens)⟧
agent: ⟦X-Slack-Request-Timestamp: «d10»⟧ ⟦X-Slack-Signature: v0=«h64»⟧ ⟦(a signature, verifiable, not a key)⟧
agent: ⟦x-signature-ed25519: «h128»⟧ ⟦x-signature-timestamp: «d10»⟧
agent: ⟦$ rg -n "SLACK_BOT_TOKEN" src/⟧ ⟦src/app.py:4:token = os.environ["SLACK_BOT_TOKEN"]⟧
agent: ⟦$ git diff⟧ ⟦-  token: xoxb-REDACTED⟧ ⟦+  token: ${SLACK_BOT_TOKEN}⟧
agent: ⟦cat .env.example⟧ ⟦TELEGRAM_TOKEN=⟧ ⟦MATRIX_PASSWORD=⟧ ⟦DISCORD_TOKEN=changeme⟧
agent: ⟦GET /api/v1/me 200⟧ ⟦username deploy-bot⟧ ⟦roles [bot]⟧ ⟦2fa false⟧
agent: ⟦HTTP 429⟧ ⟦retry_after 2.4⟧ ⟦bucket «h32»⟧ ⟦global false⟧
agent: ⟦/vpn-invite dana⟧ → ⟦invite sent by DM⟧ ⟦(code not shown in channel)⟧
agent: ⟦/oncall⟧ → ⟦primary: dana (until 18:00)⟧ ⟦secondary: kiri⟧
agent: ⟦/whois 203.0.113.44⟧ → ⟦AS64500 Example Net⟧ ⟦Spur: VPN exit (Mullvad)⟧
agent: ⟦/rotate cf-access-ci⟧ → ⟦new secret stored at kv/ci/cf-access⟧ ⟦version 7⟧
agent: ⟦Google Chat message spaces/AAAAq1w2e3r/messages/«A11».«A11»⟧ ⟦created⟧
agent: ⟦Teams activity «d13»⟧ ⟦conversation 19:«h32»@thread.tacv2⟧ ⟦delivered⟧
agent: ⟦LINE reply 200⟧ ⟦x-line-request-id «uuid»⟧
agent: ⟦Viber message_token «d19»⟧ ⟦status 0 ok⟧
agent: ⟦Keybase chat msg «d4»⟧ ⟦team acme.ops⟧ ⟦channel general⟧
agent: ⟦slash command /pw-policy⟧ → ⟦min length 14, history 24, expiry none⟧
agent: ⟦bot log: user U0«U8» asked for the wifi password⟧ ⟦→ pointed to the IT portal⟧
agent: ⟦interaction token expired after 15 minutes⟧ ⟦followup skipped⟧ ⟦interaction «d19»⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦opsbot@acme⟧
public: ⟦WireGuard PublicKey = «b64_43»=⟧ ⟦(server, public)⟧
public: ⟦age1«l58»⟧ ⟦(age recipient, public)⟧
public: ⟦GPG key 0x«H16»⟧ ⟦fingerprint «H40»⟧
public: ⟦JWKS kid «A43»⟧ ⟦alg EdDSA⟧ ⟦use sig⟧
public: ⟦SHA256:«b64_43»⟧ ⟦(host key fingerprint)⟧
public: ⟦cert serial «H32»⟧ ⟦issuer Acme Internal CA⟧ ⟦expires 2027-12-07⟧
public: ⟦SPKI pin sha256/«b64_43»=⟧ ⟦(pinned public key hash)⟧
public: ⟦Slack app id A06RST22⟧ ⟦client id «d13».«d13»⟧ ⟦(public, in the install URL)⟧
public: ⟦Discord application id «d19»⟧ ⟦public key «h64»⟧ ⟦(verifies interactions)⟧
public: ⟦Telegram bot id «d10»⟧ ⟦@acme_oncall_bot⟧ ⟦(the part before the colon)⟧
public: ⟦Matrix user @opsbot:acme.io⟧ ⟦device OPSBOT01⟧ ⟦curve25519 «b64_43»⟧
public: ⟦Cloudflare Access client id «h32».access.acme.io⟧ ⟦(sent with the secret, not secret)⟧
public: ⟦Cloudflare Access aud tag «h64»⟧ ⟦(application audience)⟧
public: ⟦OIDC issuer https://auth.pingone.eu/«uuid»/as⟧ ⟦(environment id in the URL)⟧
public: ⟦SAML entityID https://acme.saviyntcloud.com/ECM⟧ ⟦x509 cert fingerprint «H40»⟧
public: ⟦passkey credential id «A43»⟧ ⟦aaguid «uuid»⟧
public: ⟦WebAuthn rpId acme.io⟧ ⟦user handle «A32»⟧
public: ⟦Google Chat space AAAAq1w2e3r⟧ ⟦(space id)⟧
public: ⟦reCAPTCHA site key 6L«A38»⟧ ⟦(public site key)⟧
public: ⟦Sysdig agent id «uuid»⟧ ⟦shown in the agent list (not its access key)⟧
public: ⟦Zscaler cloud zscalertwo.net⟧ ⟦org id «d8»⟧
public: ⟦Corbado project id pro-«d10»⟧ ⟦frontend API https://pro-«d10».frontendapi.corbado.io⟧
public: ⟦Contrast organization id «uuid»⟧ ⟦(not a key)⟧
public: ⟦OpenZiti identity id «A10»⟧ ⟦name laptop-dana⟧
public: ⟦Mullvad relay se-got-wg-001⟧ ⟦public key «b64_43»=⟧
public: ⟦commit «h40»⟧ ⟦"rotate bot token"⟧ ⟦(the message names a token, holds none)⟧
public: ⟦docker image sha256:«h64»⟧ ⟦acme/opsbot:2026.12.7⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ ⟦@slack/bolt 4.1.0⟧
public: ⟦PGP-signed release checksum «h64»⟧ ⟦defguard-1.2.0.tar.gz⟧
"""

WORLD = r"""
world: ⟦הסיסמה שלך שונתה בהצלחה⟧ ⟦(Hebrew: your password was changed)⟧
world: ⟦קוד האימות נשלח למספר המסתיים ב-44⟧ ⟦(Hebrew)⟧
world: ⟦פג תוקפו של קוד השחזור⟧ ⟦(Hebrew: the recovery code expired)⟧
world: ⟦وشەی نهێنییەکەت گۆڕدرا⟧ ⟦(Sorani: your password was changed)⟧
world: ⟦Şîfreya te hat guhertin⟧ ⟦(Kurmanji)⟧
world: ⟦Koda piştrastkirinê ji bo hejmara dawî 44 hat şandin⟧ ⟦(Kurmanji)⟧
world: ⟦ستاسو پټنوم بدل شو⟧ ⟦(Pashto: your password was changed)⟧
world: ⟦رمز عبور شما تغییر کرد⟧ ⟦(Dari)⟧
world: ⟦کود تأیید منقضی شده است⟧ ⟦(Dari: the code expired)⟧
world: ⟦ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵉⵜⵜⵓⵙⵏⴼⵍ⟧ ⟦(Tamazight in Tifinagh: the password was changed, remembered)⟧
world: ⟦Awal-ik uffir yettwabeddel⟧ ⟦(Kabyle)⟧
world: ⟦l mot de passe dyalk tbddel⟧ ⟦(Darija in Arabizi)⟧
world: ⟦الكود ديالك سالا، طلب واحد جديد⟧ ⟦(Darija: your code expired, ask for a new one)⟧
world: ⟦le code ta3k fat wa9tou⟧ ⟦(Algerian Arabizi: your code expired)⟧
world: ⟦el mot de passe mte3ek tbaddel⟧ ⟦(Tunisian Arabizi)⟧
world: ⟦el password bta3ak et8ayar⟧ ⟦(Egyptian Arabizi: your password was changed)⟧
world: ⟦الباسورد بتاعك اتغير بنجاح⟧ ⟦(Egyptian Arabic)⟧
world: ⟦el code 5eles, otlob wa7ed gdeed⟧ ⟦(Egyptian Arabizi)⟧
world: ⟦ܡܠܬܐ ܕܐܪܙܐ ܐܫܬܚܠܦܬ⟧ ⟦(Syriac: the secret word was changed, remembered)⟧
world: ⟦شفره‌ڭز دگشدی⟧ ⟦(Ottoman Turkish: your password changed, remembered)⟧
world: ⟦Şifreniz başarıyla değiştirildi⟧ ⟦(Turkish)⟧
world: ⟦Doğrulama kodunun süresi doldu⟧ ⟦(Turkish: the code expired)⟧
world: ⟦Kurtarma kodlarınızdan 3 tane kaldı⟧ ⟦(Turkish: 3 recovery codes left)⟧
world: ⟦API anahtarı iptal edildi⟧ ⟦(Turkish: the API key was revoked)⟧
world: ⟦מפתח ה-API בוטל⟧ ⟦(Hebrew: the API key was revoked)⟧
world: ⟦PIN-a kartê hat guhertin⟧ ⟦(Kurmanji: the card PIN was changed)⟧
world: ⟦د کارت پن کوډ بدل شو⟧ ⟦(Pashto: the card PIN was changed)⟧
world: ⟦el token bta3 el API et3amalo revoke⟧ ⟦(Egyptian Arabizi: the API token was revoked)⟧
world: ⟦Cüzdan şifre cümlenizi kimseyle paylaşmayın⟧ ⟦(Turkish: do not share your passphrase)⟧
world: ⟦לעולם אל תמסרו את הקוד הסודי⟧ ⟦(Hebrew: never give out the PIN)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦PingOne environment «uuid»⟧ ⟦client id «uuid»⟧ ⟦(ids, the secret is separate)⟧
vendor: ⟦SailPoint PAT client id «h32»⟧ ⟦name ci-reader⟧
vendor: ⟦Cortex XDR API key id 17⟧ ⟦role Viewer⟧ ⟦expires 2027-01-01⟧
vendor: ⟦Sysdig team id «d5»⟧ ⟦zone «d6»⟧
vendor: ⟦ProjectDiscovery scan id «l20»⟧ ⟦1,204 targets⟧
vendor: ⟦Sekoia intake uuid «uuid»⟧ ⟦format syslog⟧
vendor: ⟦Endor Labs namespace acme.platform⟧ ⟦project uuid «h24»⟧
vendor: ⟦Mandiant indicator ipv4--«uuid»⟧ ⟦mscore 87⟧
vendor: ⟦ANY.RUN task «uuid»⟧ ⟦verdict malicious⟧
vendor: ⟦FOFA query qbase64 dGl0bGU9ImFjbWUi⟧ ⟦(base64 of a query, not a key)⟧
vendor: ⟦Shadowserver report «d7»⟧ ⟦type scan_rdp⟧ ⟦2026-12-06⟧
vendor: ⟦LoginRadius API key «uuid»⟧ ⟦(site key, used in the browser; the secret is separate)⟧
vendor: ⟦Password Manager Pro resource id 3001⟧ ⟦account id 3302⟧
vendor: ⟦GravityZone endpoint «h24»⟧ ⟦company «h24»⟧
vendor: ⟦Mullvad device «l4»-«l6»⟧ ⟦name "Happy Seagull"⟧
vendor: ⟦ConductorOne client id strange-hydra-«d5»@acme.conductor.one/pcc⟧ ⟦(an id)⟧
vendor: ⟦Britive profile «A20»⟧ ⟦environment «d12»⟧
vendor: ⟦runZero asset «uuid»⟧ ⟦site hq-lab⟧
vendor: ⟦Uptycs customer id «uuid»⟧ ⟦domain acme⟧
vendor: ⟦Expel investigation «uuid»⟧ ⟦status closed⟧
vendor: ⟦Red Canary detection «d6»⟧ ⟦severity medium⟧
vendor: ⟦Cisco Umbrella org «d7»⟧ ⟦destination list «d8»⟧
vendor: ⟦Defguard device «d4»⟧ ⟦pubkey «b64_43»=⟧
vendor: ⟦EJBCA end entity www.acme.io⟧ ⟦status GENERATED⟧
vendor: ⟦NordVPN server de1093.nordvpn.com⟧ ⟦load 23%⟧
vendor: ⟦ExpressVPN location usny1⟧ ⟦protocol lightway_udp⟧
vendor: ⟦IVPN gateway ch1.gw.ivpn.net⟧ ⟦multihop on⟧
vendor: ⟦Saviynt request «d9»⟧ ⟦status approved⟧
vendor: ⟦Beyond Identity tenant 00010f0a2b3c4d5e⟧ ⟦realm «h16»⟧
vendor: ⟦Zero Networks asset «A24»⟧ ⟦protected true⟧
"""
