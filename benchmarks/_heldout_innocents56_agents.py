"""Innocent set 56: multi-agent output with no secret, public ids beside credential words,
set 56's languages and public ids of set 56's software.

``AGENT``: the tool shapes set 56's secrets used, holding nothing secret: CrewAI
``TaskOutput``/``CrewOutput``, AG2 group chat transcripts, LangGraph ``StateSnapshot``, the
OpenAI Agents SDK's ``RunResult`` and handoffs, Semantic Kernel ``FunctionResult``, KaibanJS
``workflowLogs``, Qwen-Agent, Agency Swarm, Llama Stack, Mirascope, Genkit, ElizaOS, BabyAGI,
ModelScope-Agent and CopilotKit results, and HTTP tool responses listing keys by id, name
and prefix only. ``PUBLIC``: values public by design beside credential words (key ids,
fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 56's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 56's software (bouncer names, case numbers, project UUIDs, engagement ids, hunt ids,
campaign ids, accessors, job ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦TaskOutput(description='Check Damselfly health'⟧, ⟦raw='damselfly 4.2.0 healthy, 18,204 images indexed'⟧, ⟦agent='Site Reliability Engineer'⟧)
agent: ⟦CrewOutput(raw='LibreY instance eu responds in 212 ms'⟧, ⟦token_usage=UsageMetrics(total_tokens=3120⟧, successful_requests=2))
agent: ⟦executor (to chat_manager):⟧\n\n⟦$ wiby --version⟧\n⟦wiby 1.4⟧\n\n--------------------------------------------------------------------------------\n\n⟦Next speaker: planner⟧
agent: ⟦reviewer (to chat_manager):⟧\n\n⟦The Espial key for 'ops' was rotated; the new key id is «d6»⟧.\n\n⟦Next speaker: executor⟧
agent: ⟦StateSnapshot(values={'messages': [ToolMessage(content='grimoire 0.5.1 listening on :5173'⟧, name='shell', ⟦tool_call_id='call_«A4»'⟧)]}, ⟦next=('agent',)⟧)
agent: ⟦StateSnapshot(values={'messages': [ToolMessage(content='croodle: 12 polls, 3 expired'⟧, name='read_file')]}, ⟦next=()⟧)
agent: ⟦RunResult:⟧\n- ⟦Last agent: Agent(name="Media Ops", ...)⟧\n- Final output (str):\n    ⟦gonic scanned 41,200 tracks in 3m12s⟧\n- ⟦4 new item(s)⟧
agent: ⟦[handoff] Triage -> Media Ops (transfer_to_media_ops)⟧ ⟦[tool] run_shell -> 'tubesync 0.13.7'⟧
agent: ⟦FunctionResult(function=KernelFunctionMetadata(name='run_shell', plugin_name='DevTools'⟧, ⟦value='photoview: 311 photos in album Lisbon 2026'⟧, metadata={})
agent: ⟦FunctionResult(function=KernelFunctionMetadata(name='read_file'⟧, ⟦value="const DB_NAME = 'framadate';"⟧, metadata={})
agent: ⟦{ logType: 'AgentStatusUpdate', agentStatus: 'USING_TOOL_END'⟧, agentName: 'DataOps', ⟦metadata: { tool: 'sql_probe', output: 'timescaledb 2.17.2, 14 hypertables' }⟧ }
agent: ⟦{ logType: 'TaskStatusUpdate', taskStatus: 'DONE'⟧, ⟦task: { title: 'audit grimoire' }⟧ }
agent: ⟦[{'role': 'function', 'name': 'code_interpreter'⟧, ⟦'content': 'stdout: 3 tables migrated'⟧}]
agent: ⟦[DevAgent] 🛠 Executing Function: ReadFile(path='wiby/README.md')⟧ ⟦Output: 212 lines⟧
agent: ⟦ToolResponseMessage(call_id='c-«d2»', tool_name='read_file'⟧, ⟦content='betula 1.3.0 (Mycorrhiza fork)'⟧, role='tool')
agent: ⟦ToolResult(tool=ReadEnv(key='MAILER_HOST')⟧, ⟦output='MAILER_HOST=smtp.acme.io'⟧)
agent: ⟦{ toolResponse: { name: 'readFile', ref: '0'⟧, ⟦output: 'MAIL_ENCRYPTION=tls⟧\n⟦MAIL_PORT=587'⟧ } }
agent: ⟦[Agent: DevOpsie] action SHELL completed⟧: ⟦PHOTOVIEW_MAPBOX_TOKEN is set (value hidden)⟧
agent: ⟦*****TASK RESULT*****⟧\n\n⟦gonic.conf has 14 settings; lastfm-secret is read from a file⟧
agent: ⟦Observation: <result>jwt.expiration=3600</result>⟧
agent: ⟦[CopilotKit] action readEnvFile completed⟧ → ⟦{ result: "DJANGO_SECRET_KEY is set (50 chars)" }⟧
agent: ⟦$ git grep -c 'DB_PASSWORD' -- worklenz-backend/⟧\n⟦worklenz-backend/.env.example:1⟧
agent: ⟦HTTP 200 GET /api/user/apikeys⟧\n⟦{"keys":[{"id":«d5»,"name":"ci","prefix":"esp_«l4»","created":"2026-11-02"}]}⟧
agent: ⟦HTTP 200 GET /api/v1/user/me/tokens⟧ ⟦[{"name":"ci","lastUsed":"2026-12-05","scopes":["read:bom"]}]⟧
agent: ⟦HTTP 201 POST /api/admin/keys⟧ ⟦{"id":"«uuid»","name":"journeys-sync","createdAt":"2026-12-06T19:28:00Z"}⟧ ⟦(the key itself is shown once in the UI)⟧
agent: ⟦AI User (Sysadmin):⟧ ⟦Instruction: list the Kolab services⟧ ⟦AI Assistant (DevOps): Solution: kolabd, wallace and cyrus-imapd are running⟧
agent: ⟦[Round 2] [Executor] tool: shell_exec(cmd="davical --version")⟧ ⟦observation: DAViCal 1.1.12⟧
agent: ⟦DataAgent ▸ Tool Output (python):⟧ ⟦etebase-server 0.13.1, 4 collections⟧
agent: ⟦{ role: 'assistant', toolInvocations: [ { state: 'result', toolName: 'readEnv'⟧, ⟦result: 'NOTESNOOK_S3_BUCKET=notes-attachments'⟧ } ] }
agent: ⟦---------- FileSurfer ----------⟧\n⟦Path: /srv/padloc/README.md⟧\n⟦---------- MagenticOneOrchestrator ----------⟧
agent: ⟦[ToolResult] execute_command → exit 0⟧ ⟦rauthy 0.27.2⟧
agent: ⟦Action: Shell⟧\n⟦Action Input: spacecmd system_list | wc -l⟧\n⟦Observation: 64⟧
agent: ⟦[SmythOS] Component "ReadFile" output⟧ → ⟦{ "content": "'DB_HOST'=>'db'," }⟧
agent: ⟦span tool.read_config status=OK⟧ ⟦traceloop.entity.name = "read_config"⟧
agent: ⟦[agentarium] shell -> ops_bot: jaeger-all-in-one 1.62.0⟧
agent: ⟦$ ugrep -c secret_access_key mimir/⟧\n⟦mimir/mimir.yaml:1⟧
agent: ⟦$ kubectl -n velero get backups⟧\n⟦nightly-2026-12-06   Completed   0 errors⟧
agent: ⟦$ diff -U0 rhodecode.ini.orig rhodecode.ini⟧\n⟦+smtp_port = 587⟧
agent: ⟦HTTP 200 GET /api/system/auth/clients/⟧ ⟦{"response":{"set":[{"clientID":"«d18»","handle":"etl"}]}}⟧
agent: ⟦Transition handoff⟧: ⟦Triage -> Security (transfer_to_security)⟧ ⟦reason: 2 expired keys listed by prefix⟧
"""

PUBLIC = r"""
public: ⟦OpenBao token accessor «A24»⟧ ⟦policies [default, deploy]⟧ ⟦(an accessor cannot be used to authenticate)⟧
public: ⟦step-ca root fingerprint «h64»⟧ ⟦bootstrap with --fingerprint⟧
public: ⟦Velociraptor client id C.«h16»⟧ ⟦last seen 2026-12-06 19:20⟧
public: ⟦Bareos job id «d6»⟧ ⟦volume Full-«d4»⟧ ⟦bytes 41.2 GB⟧
public: ⟦Dependency-Track project uuid «uuid»⟧ ⟦BOM sha256 «h64»⟧
public: ⟦gem acme-billing-2.1.0 sha256 «h64»⟧ ⟦pushed to private index⟧
public: ⟦npm package @acme/ui 4.2.1 integrity sha512-«b64_86»==⟧
public: ⟦CrowdSec machine id «h32»«A16»⟧ ⟦(the id, not the password)⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦service ledger-sync⟧
public: ⟦build «d5»⟧ ⟦commit «h40»⟧ ⟦artifact sha256 «h64»⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ ⟦(ED25519)⟧
public: ⟦GPG key id «H16»⟧ ⟦expires 2028-01-01⟧
public: ⟦X.509 serial «H32»⟧ ⟦issuer CN=Acme Intermediate CA⟧ ⟦not after 2027-03-01⟧
public: ⟦JWKS kid «l12»⟧ ⟦alg EdDSA⟧ ⟦use sig⟧
public: ⟦Ory Kratos identity «uuid»⟧ ⟦schema default⟧ ⟦state active⟧
public: ⟦OAuth client_id grafana-proxy⟧ ⟦redirect https://grafana.acme.io/oauth2/callback⟧
public: ⟦evcc site id «l10»⟧ ⟦loadpoints 2⟧
public: ⟦OneUptime ProjectID «uuid»⟧ ⟦(sent with the ApiKey header; not a secret)⟧
public: ⟦Gophish campaign id «d3»⟧ ⟦landing page id «d2»⟧ ⟦SMTP profile «l8»⟧
public: ⟦Bareos volume label Full-«d4»⟧ ⟦pool Full⟧ ⟦media type File⟧
public: ⟦Verdaccio package tarball sha1 «h40»⟧ ⟦(shasum, public)⟧
public: ⟦Requestrr Discord client id «d19»⟧ ⟦(the bot's public application id)⟧
public: ⟦osquery node key id «l12»⟧ ⟦host_identifier uuid⟧
public: ⟦Dkron node «l8»⟧ ⟦serf port 8946⟧
public: ⟦TheHive observable sha256 «h64»⟧ ⟦tlp GREEN⟧
public: ⟦OpenCTI STIX id indicator--«uuid»⟧ ⟦pattern type stix⟧
public: ⟦DefectDojo finding «d5»⟧ ⟦hash_code «h64»⟧
public: ⟦Velero restore «l10»⟧ ⟦backup nightly-2026-12-05⟧
"""

WORLD = r"""
world: ⟦Naija: make you change your password every 90 days⟧
world: ⟦Krio: yu paswɔd fɔ gɛt 12 leta ɔ mɔ⟧
world: ⟦Bislama: pasword blong yu i mas gat 12 leta⟧
world: ⟦Tok Pisin: namba hait i gat 6 namba⟧
world: ⟦Papiamento: bo kòntrasenja a kambia dia 2 di desèmber⟧
world: ⟦Haitian Creole: modpas ou ap ekspire nan 7 jou⟧
world: ⟦Sranan Tongo: yu kibri wortu abi 5 wortu⟧
world: ⟦Esperanto: via pasvorto estis ŝanĝita je 2026-12-02⟧
world: ⟦Toki Pona: nimi len sina li sin⟧
world: ⟦Interlingua: vostre token de accesso expira in 30 dies⟧
world: ⟦Klingon: pegh mu'lIj DachoHmeH, 'eb wa'maH⟧
world: ⟦Ossetian: дæ пароль ивд æрцыд 2026-12-01⟧
world: ⟦Chuvash: PIN-код 6 цифрӑран тӑрать⟧
world: ⟦Uyghur: پارولىڭىز 90 كۈندە ئۆزگەرتىلىدۇ⟧
world: ⟦Dhivehi: ޕާސްވޯޑް 12 އަކުރު⟧
world: ⟦Tibetan: གསང་ཨང་ ཨང་ 6⟧
world: ⟦Jeju: 복구 코드 10개 새로 맹글았수다⟧
world: ⟦Okinawan: パスワードー 12文字やいびーん⟧
world: ⟦Romansh: il pled-clav sto avair almain 12 caracters⟧
world: ⟦Sami: beassansátni galgá leat unnimusat 12 bustávas⟧
world: ⟦Cameroonian Pidgin: ya sikret nomba get 6 nomba⟧
world: ⟦Chavacano: el contraseña debe tene 12 letra⟧
world: ⟦Mauritian Creole: to mo-de-pas pou expire dan 30 zour⟧
world: ⟦Jamaican Patois: yuh password fi change every 90 days⟧
world: ⟦Ido: vua pasfrazo havez 4 vorti⟧
world: ⟦Lojban: lo japyvla cu se claxu lo namcu⟧
world: ⟦Volapük: letavöd olik pevotükon⟧
world: ⟦Quenya: quetta nulda vinya⟧
world: ⟦Sakha: код 10 чыыһылаах⟧
world: ⟦Mingrelian: პაროლი შეიცვალა 2026-12-02⟧
world: ⟦Maithili: अहाँक पासवर्ड 90 दिनमे बदलत⟧
world: ⟦Newar: छिगु PIN ६ अङ्क⟧
world: ⟦Sorani: وشەی نهێنی دەبێت ١٢ پیت بێت⟧
world: ⟦Frisian: dyn wachtsin hat 5 wurden⟧
world: ⟦Occitan: vòstre senhal deu aver 12 caractèrs⟧
"""

VENDOR_IDS = r"""
vendor: ⟦CrowdSec bouncer nginx-edge⟧ ⟦ip 10.0.8.4⟧ ⟦last pull 19:20⟧
vendor: ⟦OpenCTI report «uuid»⟧ ⟦confidence 75⟧
vendor: ⟦TheHive case #«d4»⟧ ⟦severity 2⟧ ⟦tlp AMBER⟧
vendor: ⟦DefectDojo engagement «d3»⟧ ⟦product portal⟧ ⟦17 open findings⟧
vendor: ⟦Velociraptor hunt H.«U6»⟧ ⟦58 clients⟧
vendor: ⟦Gophish campaign «d2»⟧ ⟦812 emails sent⟧ ⟦31 clicked⟧
vendor: ⟦OpenBao mount kv/⟧ ⟦version 2⟧ ⟦88 secrets⟧
vendor: ⟦evcc loadpoint garage⟧ ⟦charged 14.2 kWh⟧
vendor: ⟦Bareos client web-3-fd⟧ ⟦job BackupCatalog⟧ ⟦status T⟧
vendor: ⟦Foreman host web-3.acme.io⟧ ⟦hostgroup base/web⟧
vendor: ⟦Centreon host db-2⟧ ⟦service Ping OK⟧
vendor: ⟦devpi index ci/staging⟧ ⟦212 packages⟧
vendor: ⟦Pagure pull request #«d2»⟧ ⟦merged⟧
vendor: ⟦iRedMail domain acme.io⟧ ⟦40 mailboxes⟧ ⟦quota 20 GB⟧
vendor: ⟦Mathesar table orders⟧ ⟦18 columns⟧ ⟦schema public⟧
vendor: ⟦Uyuni system «d10»⟧ ⟦64 updates⟧
vendor: ⟦Jaeger trace «h32»⟧ ⟦42 spans⟧
vendor: ⟦Velero backup nightly-2026-12-06⟧ ⟦Completed⟧ ⟦112 items⟧
vendor: ⟦osquery host lap-114⟧ ⟦uuid «uuid»⟧
vendor: ⟦Requestrr request «d4»⟧ ⟦Dune Part Two⟧ ⟦approved⟧
vendor: ⟦Kolab user «l8»@acme.io⟧ ⟦quota 4 GB⟧
vendor: ⟦DAViCal principal «d4»⟧ ⟦calendar team⟧
vendor: ⟦Notesnook sync device «h16»⟧ ⟦last sync 19:20⟧
vendor: ⟦Rauthy client grafana⟧ ⟦flows authorization_code⟧
vendor: ⟦Kyuubi session «uuid»⟧ ⟦engine spark-sql⟧
vendor: ⟦Mimir tenant anonymous⟧ ⟦series 1.2M⟧
vendor: ⟦RhodeCode repo firmware⟧ ⟦commit «h12»⟧
vendor: ⟦Corteza namespace crm⟧ ⟦module «d18»⟧
vendor: ⟦Libredesk conversation «uuid»⟧ ⟦status open⟧
vendor: ⟦Cloudron app «uuid»⟧ ⟦location wiki.acme.io⟧
"""
