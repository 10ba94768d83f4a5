"""Innocent set 33: coding-agent output with no secret, public ids beside credential words,
set 33's languages and public ids of set 33's vendors.

``AGENT``: the tool shapes set 33's secrets used, holding nothing secret: OpenDevin's
``CmdRunAction`` / ``CmdOutputObservation``, Kimi CLI's shell tool, VoltAgent tool results,
Inngest AgentKit tool calls, Julep transitions, Promptflow traces, bolt.new, CodeRabbit,
Greptile, AgentGPT, SuperAGI and Magentic results, and HTTP tool responses listing keys by
id, name and prefix only. ``PUBLIC``: values public by design beside credential words (key
ids, fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 33's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 33's vendors (device ids, client ids, zone ids, project ids, lock ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦CmdRunAction(command='docker compose ps invoiceshelf'⟧ ⟦thought='check status')⟧
agent: ⟦CmdOutputObservation(content='invoiceshelf   Up 2 hours (healthy)'⟧, ⟦exit_code=0)⟧
agent: ⟦CmdOutputObservation(content='flarum 1.8.5'⟧, ⟦command='php flarum info'⟧, ⟦exit_code=0)⟧
agent: ⟦• Used Shell (grep -c APP_KEY koel/.env)⟧\n  ⟦1⟧
agent: ⟦• Used Shell (mylar --version)⟧\n  ⟦Mylar3 v0.8.1⟧
agent: ⟦[VoltAgent] tool:end readFile⟧ → ⟦{"path":"nitter/nitter.conf","lines":42}⟧
agent: ⟦[VoltAgent] tool:end runCommand⟧ → ⟦{"stdout":"LibreTranslate 1.6.2","exitCode":0}⟧
agent: ⟦{ type: 'tool_result', tool: { name: 'terminal'⟧, ⟦content: { data: 'whoogle 0.9.1 listening on :5000' }⟧
agent: ⟦{ type: 'tool_result', tool: { name: 'readFiles'⟧, ⟦content: { data: 'httpport = 8000' }⟧
agent: ⟦Transition(type='step', output={'stdout': 'meltano 3.5.4'}⟧, ⟦current=TransitionTarget(workflow='main', step=1)⟧
agent: ⟦Transition(type='finish', output={'stdout': 'MantisBT 2.27.0 schema up to date'}⟧
agent: ⟦[flowinvoker][INFO] - Node read_config completes.⟧ ⟦{"node": "read_config", "output": "session.type = file"}⟧
agent: ⟦~/project ❯ npm run build⟧\n⟦✓ built in 3.41s⟧
agent: ⟦CodeRabbit⟧: ⟦`config/diaspora.toml` now reads the password from `DIASPORA_DB_PASSWORD`⟧ — ⟦looks good⟧
agent: ⟦**Greptile Summary**⟧ — ⟦`librephotos.env` no longer sets SECRET_KEY; it is generated on first start⟧
agent: ⟦✅ Executing "List tables"⟧: ⟦xbb_users, xbb_uploads, xbb_tags⟧
agent: ⟦Tool ReadFile returned⟧: ⟦{"Port": ":53842", "ServerUrl": "https://share.acme.io/"}⟧
agent: ⟦FunctionCall(<function read_env>, 'MAIL_HOST')⟧ -> ⟦'MAIL_HOST=smtp.acme.io'⟧
agent: ⟦HTTP 200 GET /api/get-applications⟧ ⟦[{"name":"grafana","clientId":"«h20»"}]⟧ (⟦secrets not returned⟧)
agent: ⟦HTTP 200 GET /api/v1/user/me/personal-access-tokens⟧ ⟦[{"uuid":"«uuid»","description":"ci","expiresAt":null}]⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Zanata release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦pbx.acme.3cx.eu⟧
public: ⟦client_id=900⟧ is the ⟦3CX XAPI client id⟧ (⟦API key not shown⟧)
public: ⟦key id «h16»⟧ signed ⟦InvoiceShelf 2.0.1⟧ — ⟦signature good⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/acme/nodebb:3.9⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.nuki.io⟧ (⟦valid until 2027-03-01⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /openapi/v1.0/get_token⟧ (⟦token redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦api key rotation job passed⟧
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/prod.yaml⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ — ⟦public signing key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for webhook verification⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦@featurevisor/sdk 2.3.3⟧
public: ⟦request id «uuid»⟧ ⟦password reset email queued⟧
public: ⟦Tapjoy app id «uuid»⟧ ⟦(public; SDK key kept in CI)⟧
public: ⟦statuspal page id acme-status⟧ ⟦API key prefix ok_…⟧ (⟦value hidden⟧)
"""

WORLD = r"""
world: ⟦Vaša lozinka mora imati 12 znakova⟧ ⟦(Montenegrin: your password must have 12 characters)⟧
world: ⟦Lí ê bi̍t-bé ài 12 jī⟧ ⟦(Minnan: your password needs 12 characters)⟧
world: ⟦ⴰⵡⴰⵍ ⵏ ⵓⴼⴼⵉⵔ⟧ ⟦(Tamazight: password)⟧ ⟦— 14 ⵏ ⵉⵙⴽⴽⵉⵍⵏ⟧
world: ⟦ܡܠܬܐ ܕܪܐܙܐ⟧ ⟦(Aramaic: password) changed on 2026-11-30⟧
world: ⟦Nōmba in kōjeļā⟧ ⟦(Marshallese: secret number) has 6 digits⟧
world: ⟦Twój kod odzyskiwania⟧ ⟦wygasa za 30 dni⟧ ⟦(Polish: your recovery code expires in 30 days)⟧
world: ⟦Tunnuslauseessa on oltava 5 sanaa⟧ ⟦(Finnish: a passphrase must have 5 words)⟧
world: ⟦Az API-kulcsok száma: 3⟧ ⟦(Hungarian: number of API keys: 3)⟧
world: ⟦Ο κωδικός πρόσβασης άλλαξε⟧ ⟦στις 2026-12-01⟧
world: ⟦קוד השחזור⟧ ⟦נוצר מחדש⟧ ⟦(Hebrew: the recovery code was regenerated)⟧
world: ⟦আপনার পাসওয়ার্ড⟧ ⟦৯০ দিনে মেয়াদ শেষ হবে⟧
world: ⟦รหัสกู้คืน 10 ชุด⟧ ⟦(Thai: 10 recovery codes)⟧
world: ⟦წვდომის ტოკენი⟧ ⟦ვადა: 1 საათი⟧
world: ⟦API 키 2개⟧ ⟦(Korean: 2 API keys)⟧
world: ⟦您的恢复码已于 2026-12-02 重新生成⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Govee device «H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ ⟦model H6159⟧
vendor: ⟦Nuki smartlock id «d9»⟧ ⟦state locked⟧ ⟦battery 38%⟧
vendor: ⟦Sinric Pro device «h24»⟧ ⟦type switch⟧
vendor: ⟦ipstack lookup 203.0.113.77⟧ ⟦country SE⟧ ⟦connection_type cable⟧
vendor: ⟦Statuspal incident «d5»⟧ ⟦status resolved⟧
vendor: ⟦Homebridge username 0E:3C:1F:82:4A:90⟧ ⟦port 51826⟧
vendor: ⟦Buildbot build «d5»⟧ ⟦builder win-x64⟧ ⟦worker win-builder-2⟧
vendor: ⟦Zanata project acme-docs⟧ ⟦version 4.2⟧ ⟦92% translated⟧
vendor: ⟦Kannel smsc-id SMSC01⟧ ⟦queued 12⟧
vendor: ⟦Nearmap survey «uuid»⟧ ⟦captured 2026-11-04⟧
vendor: ⟦Yeastar extension 1005⟧ ⟦status registered⟧
vendor: ⟦MachShip consignment MS«d6»⟧ ⟦carrier TNT⟧
vendor: ⟦Screwdriver pipeline «d4»⟧ ⟦job main⟧ ⟦build «d6»⟧
vendor: ⟦Wyze key id «uuid»⟧ ⟦(public half of the pair)⟧
vendor: ⟦GumGum zone «l8»⟧ ⟦slot «d5»⟧ ⟦(public placement ids)⟧
"""
