"""Innocent set 68: workflow-automation agent output in set 68's tool shapes with no secret,
public keys, key ids, ids and hashes beside credential words, set 68's languages, and public ids
of set 68's vendors.

``AGENT``: n8n, Temporal, Airflow, Prefect, LangGraph, CrewAI, AutoGen, Zapier, Make and agent
memory output where every credential is masked, referenced by name or absent. ``PUBLIC``:
public halves and identifiers next to credential words. ``WORLD``: set 68's languages and
registers saying that a password, PIN or code was changed, sent or expired, without one.
``VENDOR_IDS``: set 68's vendors' public ids (app ids, room ids, store ids, captcha ids, client
ids documented as public).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦n8n execution «d6»⟧ ⟦status: error⟧ ⟦node "HTTP Request"⟧ ⟦credential "Chatwork prod" (id 7)⟧
agent: ⟦$ n8n export:credentials --all⟧ ⟦[{"id":"7","name":"Postgres prod","type":"postgres","data":"U2FsdGVkX1…(encrypted)"}]⟧
agent: ⟦"nodeExecutionStack":[]⟧ ⟦"lastNodeExecuted":"Kintone"⟧ ⟦"executionId":"«d5»"⟧
agent: ⟦temporal workflow show -w invoice-sync-20261207⟧ ⟦WorkflowExecutionStarted⟧ ⟦Input: [{"tenant":"acme-jp","refreshTokenRef":"vault:freee/acme-jp"}]⟧
agent: ⟦RunId «uuid»⟧ ⟦ActivityTaskFailed⟧ ⟦attempt 3 of 5⟧ ⟦next retry in 20s⟧
agent: ⟦temporal operator namespace describe acme-prod⟧ ⟦retention 30d⟧ ⟦codecServer.passAccessToken: false⟧
agent: ⟦[2026-12-07, 05:10:02 UTC] {taskinstance.py:2076} INFO - Dependencies all met⟧ ⟦ti=jp_sync.push_chatwork⟧
agent: ⟦Using connection ID 'ledger_mysql' for task execution.⟧ ⟦host mysql.acme.internal:3306⟧ ⟦password ***⟧
agent: ⟦airflow tasks render jp_sync push_kintone⟧ ⟦headers: {'X-Cybozu-API-Token': '***'}⟧
agent: ⟦Flow run 'amber-kiwi'⟧ ⟦Created task run 'fetch_orders-0'⟧ ⟦Secret block 'juso-confm-key' loaded (value hidden)⟧
agent: ⟦Finished in state Completed()⟧ ⟦3 task runs⟧ ⟦duration 41.2s⟧
agent: ⟦checkpoint_id 1efb3c2a-7d40-6a11-8004-0242ac120002⟧ ⟦pending_writes: 0⟧ ⟦thread «uuid»⟧
agent: ⟦langgraph.json⟧ ⟦"env": ".env"⟧ ⟦graphs: agent → ./agent/graph.py:graph⟧
agent: ⟦ToolMessage(name='mint_token', content='token minted; stored as secret ref tok_ref_«l8»')⟧
agent: ⟦# Agent: Integration Researcher⟧ ⟦## Final Answer:⟧ ⟦The Haptik key lives in vault path kv/haptik/prod; I did not read it.⟧
agent: ⟦agents.yaml: researcher.role = Integration Researcher⟧ ⟦llm: krutrim-2⟧ ⟦max_iter: 15⟧
agent: ⟦OAI_CONFIG_LIST⟧ ⟦[{"model": "krutrim-2", "api_key": "${KRUTRIM_API_KEY}"}]⟧
agent: ⟦mem0 search "password"⟧ ⟦0 results⟧ ⟦filter user_id=asha⟧
agent: ⟦archival_memory_insert⟧ ⟦"User prefers keigo in replies"⟧ ⟦id «uuid»⟧
agent: ⟦Zap history › Run «h6»⟧ ⟦Step 2 success⟧ ⟦headers: X-DocBaseToken|(hidden)⟧
agent: ⟦Make scenario 2291⟧ ⟦operations 9,812 / 10,000⟧ ⟦connection "kintone (acme-jp)" #«d6»⟧
agent: ⟦rg -n KEY .env.example⟧ ⟦3:LLM_API_KEY=⟧ ⟦4:EMBEDDING_PROVIDER=fastembed⟧
agent: ⟦git diff -- dbos-config.yaml⟧ ⟦-  password: changeme⟧ ⟦+  password: ${PGPASSWORD}⟧
agent: ⟦HTTP 201 POST /rest/api-keys⟧ ⟦{"id":"k2","label":"agent","apiKey":"******"}⟧ ⟦shown once⟧
agent: ⟦Restate deployment dp_14mXq⟧ ⟦services: OrderWorkflow⟧ ⟦revision 4⟧
agent: ⟦cat tokens_used.csv⟧ ⟦run «h8», prompt_tokens 18204, completion_tokens 2210⟧
agent: ⟦grep -c token workflow.json⟧ ⟦14⟧ (field names only)
agent: ⟦unzip -l n8n-export.zip⟧ ⟦export/credentials-index.json⟧ ⟦export/workflows.json⟧ ⟦2 files⟧
agent: ⟦KeyError: 'user_42'⟧ while loading memory for ⟦thread 7f3c⟧
agent: ⟦key not found: chatwork_room_38817204⟧ ⟦cache miss⟧
agent: ⟦n8n webhook /webhook/kintone-sync⟧ ⟦responded 200 in 84 ms⟧ ⟦workflow 41⟧
agent: ⟦temporal workflow query --type state⟧ ⟦[{"page":12,"retries":0}]⟧
agent: ⟦prefect block inspect secret/chatwork-token⟧ ⟦value: ********⟧ ⟦created 2026-11-02⟧
agent: ⟦prefect profile inspect default⟧ ⟦PREFECT_API_URL='https://api.prefect.cloud/api/accounts/4b1d/workspaces/9e2f'⟧
agent: ⟦FunctionExecutionResult(content='3 records updated', name='update_kintone', call_id='call_«A4»', is_error=False)⟧
agent: ⟦crew.kickoff() finished⟧ ⟦token usage: total_tokens=41,210, prompt_tokens=38,002⟧
agent: ⟦core_memory_replace⟧ ⟦label human⟧ ⟦"prefers replies in 존댓말"⟧
agent: ⟦langgraph dev⟧ ⟦API: http://127.0.0.1:2024⟧ ⟦Studio UI loaded⟧
agent: ⟦airflow variables list⟧ ⟦jp_sync_region⟧ ⟦kintone_api_token⟧ (keys only)
agent: ⟦XCom key return_value⟧ ⟦{'rows': 1840, 'batch': '«h8»'}⟧
agent: ⟦zapier env:get 1.0.3⟧ ⟦KARZA_KEY  (set)⟧ ⟦IDFY_KEY  (set)⟧
agent: ⟦Make operation «d9»⟧ ⟦module HTTP › Make a request⟧ ⟦status 200⟧
agent: ⟦mem0 add⟧ ⟦event NONE⟧ ⟦"skipped: looked like a credential"⟧
agent: ⟦SerperDevTool⟧ ⟦query "Haptik API docs"⟧ ⟦10 results⟧
agent: ⟦AutoGen TextMessage from planner⟧ ⟦"Use the kintone token from the vault, not the chat."⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦airflow@worker-3⟧ (public key)
public: ⟦-----BEGIN PUBLIC KEY-----⟧ LINE WORKS ⟦key id «h16»⟧ (public half)
public: ⟦GeeTest captcha_id «h32»⟧ (embedded in the page, public)
public: ⟦Bootpay application_id «h24»⟧ ⟦web SDK, public⟧
public: ⟦PortOne store id store-«uuid»⟧ ⟦channel key channel-key-«uuid»⟧ (front-end)
public: ⟦fincode public key p_prod_«A24»⟧ ⟦used in the browser⟧
public: ⟦microCMS serviceDomain acme-blog⟧ ⟦endpoint news⟧
public: ⟦JWKS kid «h40»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦commit «h40»⟧ ⟦"rotate chatwork token"⟧ (message only)
public: ⟦sha256:«h64»⟧ ⟦image n8nio/n8n:1.88.0⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦release signing key⟧
public: ⟦Easemob appkey 1102261207#acme-im⟧ (org#app, public)
public: ⟦Sensors Data project production⟧ ⟦distinct_id «d12»⟧
public: ⟦file password_reset_template.html⟧ ⟦token_refresh_job.py⟧ ⟦secrets.example.yaml⟧
public: ⟦recovery_codes.txt.gpg⟧ ⟦size 1.2 KB⟧ ⟦encrypted, key id «H16»⟧
public: ⟦LangGraph thread_id «uuid»⟧ ⟦run_id «uuid»⟧
public: ⟦Temporal RunId «uuid»⟧ ⟦WorkflowId invoice-sync-20261207⟧
public: ⟦Airflow run_id scheduled__2026-12-07T05:00:00+00:00⟧ ⟦try 2⟧
public: ⟦Chatwork account_id «d7»⟧ ⟦room 38817204⟧ (ids, not tokens)
public: ⟦kintone app code ACMECRM⟧ ⟦space «d3»⟧
public: ⟦Upstox client_id 7c41e2d0-9a55-4b1e-8e62-3f0a1c9d2b77⟧ (app id, public)
public: ⟦Angel One api_key label "Qm7xT2rA-app"⟧ ⟦client code R123456⟧
public: ⟦Solapi-style message group id G4V«U17»⟧
public: ⟦Pine Labs merchant id 110792⟧ ⟦order reference order-001⟧
public: ⟦ModelArk model id seed-2-0-pro-260328⟧ ⟦endpoint id ep-20261207-xq7kd⟧
public: ⟦Easemob client_id prefix YXA6 (format note)⟧
public: ⟦Sansan bizcard id «h32»⟧ ⟦owner «d6»⟧
public: ⟦file chatwork_token_rotation.md⟧ ⟦file kintone-api-token-scopes.png⟧
public: ⟦index idx_users_password_changed_at⟧ ⟦table api_keys (id, label, last_used)⟧
public: ⟦Git tag v4.2.0-secret-scan⟧ ⟦commit «h12»⟧
"""

WORLD = r"""
world: ⟦আপনার পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে।⟧ (Bengali: password changed)
world: ⟦તમારો પિન બદલાઈ ગયો છે.⟧ (Gujarati: PIN changed)
world: ⟦ਤੁਹਾਡਾ ਓਟੀਪੀ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ।⟧ (Gurmukhi: OTP sent)
world: ⟦تہاڈا پاس ورڈ بدل دتا گیا اے۔⟧ (Shahmukhi: password changed)
world: ⟦तुमचा ओटीपी कालबाह्य झाला आहे.⟧ (Marathi: OTP expired)
world: ⟦ଆପଣଙ୍କ ପାସୱାର୍ଡ ପରିବର୍ତ୍ତନ ହୋଇଛି।⟧ (Odia: password changed)
world: ⟦আপোনাৰ পিন সলনি কৰা হৈছে।⟧ (Assamese: PIN changed)
world: ⟦ඔබගේ මුරපදය වෙනස් කර ඇත.⟧ (Sinhala: password changed)
world: ⟦तपाईंको पिन नम्बर ३ पटक गलत भयो।⟧ (Nepali: PIN wrong 3 times)
world: ⟦توهان جو پاسورڊ تبديل ٿي ويو آهي.⟧ (Sindhi: password changed)
world: ⟦ތިޔަބޭފުޅާގެ ޕާސްވޯޑް ބަދަލުކުރެވިއްޖެ.⟧ (Dhivehi: password changed)
world: ⟦パスワードの変更が完了いたしました。⟧ ⟦お問い合わせ番号 «d10»⟧
world: ⟦暗証番号がロックされております。窓口までお越しくださいませ。⟧
world: ⟦ワンタイムパスワードの有効期限が切れております。⟧
world: ⟦고객님의 비밀번호가 변경되었습니다.⟧ ⟦접수번호 «d12»⟧
world: ⟦인증번호가 만료되었습니다. 다시 요청하여 주십시오.⟧
world: ⟦尊敬的用户:您的密码已修改成功。⟧ ⟦工单号 «d14»⟧
world: ⟦验证码已发送至尾号8812的手机。⟧
world: ⟦您好,您的密碼已於今日重設。⟧
world: ⟦API密钥已轮换,旧密钥将于24小时后失效。⟧ ⟦密钥ID ak-«l10»⟧
world: ⟦আপনার ওটিপির মেয়াদ শেষ হয়ে গেছে।⟧ (Bengali: OTP expired)
world: ⟦તમારો પાસવર્ડ ૯૦ દિવસમાં સમાપ્ત થશે.⟧ (Gujarati: password expires in 90 days)
world: ⟦ਤੁਹਾਡਾ ਪਿੰਨ ਬਦਲ ਦਿੱਤਾ ਗਿਆ ਹੈ।⟧ (Gurmukhi: PIN changed)
world: ⟦तुमचा पासवर्ड बदलला आहे.⟧ (Marathi: password changed)
world: ⟦हजुरको पासवर्ड सफलतापूर्वक परिवर्तन भयो।⟧ (Nepali, honorific)
world: ⟦リカバリーコードを再発行いたしました。旧コードは無効となります。⟧
world: ⟦새 복구 코드가 발급되었습니다. 이전 코드는 사용하실 수 없습니다.⟧
world: ⟦您的恢复码已重新生成,旧恢复码已失效。⟧
world: ⟦ඔබගේ PIN අංකය අවලංගු කර ඇත.⟧ (Sinhala: PIN cancelled)
world: ⟦ތިޔަބޭފުޅާގެ ޕިން ބަދަލުކުރެވިއްޖެ.⟧ (Dhivehi: PIN changed)
"""

VENDOR_IDS = r"""
vendor: ⟦Chatwork room_id 38817204⟧ ⟦message_id «d19»⟧
vendor: ⟦kintone app 128⟧ ⟦record «d5»⟧ ⟦revision 12⟧
vendor: ⟦Backlog issue ACME-«d4»⟧ ⟦projectId «d5»⟧
vendor: ⟦PortOne imp_uid imp_«d12»⟧ ⟦merchant_uid order-20261207-0042⟧
vendor: ⟦Bootpay receipt_id «h24»⟧ ⟦status 1 (paid)⟧
vendor: ⟦Upstox order_id «d15»⟧ ⟦instrument NSE_EQ|INE002A01018⟧
vendor: ⟦Fyers app id K7QZ2W8LMP-100⟧ ⟦order «d15»⟧
vendor: ⟦SmartAPI client code R123456⟧ ⟦order id «d15»⟧
vendor: ⟦RongCloud userId u-«d8»⟧ ⟦msgUID «U4»-«U4»-«U4»-«U4»⟧
vendor: ⟦Easemob msg_id «d18»⟧ ⟦chatgroup «d15»⟧
vendor: ⟦GeeTest lot_number «h32»⟧ ⟦result success⟧
vendor: ⟦DNSPod domain_id 12600793⟧ ⟦record_id «d10»⟧
vendor: ⟦ModelArk endpoint ep-20261207-xq7kd⟧ ⟦request id «h32»⟧
vendor: ⟦SkyWay appId «uuid»⟧ ⟦channel «uuid»⟧
vendor: ⟦freee company_id 1902⟧ ⟦deal «d9»⟧
vendor: ⟦LINE WORKS botId 2001⟧ ⟦channelId «uuid»⟧ ⟦client id ZbsOq6zjt0IhtZZnrc⟧
vendor: ⟦Pine Labs order v1-«d12»-aa-«A6»⟧ ⟦status PROCESSED⟧
vendor: ⟦Channel Talk userChatId «h24»⟧ ⟦channelId «d6»⟧
vendor: ⟦Kuroco topics_id «d4»⟧ ⟦group 7⟧
vendor: ⟦Juso admCd «d10»⟧ ⟦rnMgtSn «d12»⟧
vendor: ⟦Sweet Tracker t_code 04⟧ ⟦invoice 650112233445⟧
vendor: ⟦Signzy request id «uuid»⟧ ⟦PAN verified: true⟧
vendor: ⟦Baichuan request id chatcmpl-«A24»⟧ ⟦model Baichuan4-Turbo⟧
vendor: ⟦Youzan kdt_id «d8»⟧ ⟦tid E«d20»⟧
vendor: ⟦Money Forward billing_id «A22»⟧ ⟦status sent⟧
vendor: ⟦SmartHR crew id «uuid»⟧ ⟦employee code A-1042⟧
vendor: ⟦KBank transaction ref «d18»⟧ ⟦PromptPay QR⟧
vendor: ⟦VietQR bin 970436⟧ ⟦account 0071000888888⟧
vendor: ⟦ClearTax IRN «h64»⟧ ⟦ack no «d15»⟧
vendor: ⟦IDfy task_id «uuid»⟧ ⟦group_id «uuid»⟧
vendor: ⟦connpass event_id «d6»⟧ ⟦accepted 84⟧
vendor: ⟦J&T waybill JT«d13»⟧ ⟦status in transit⟧
"""
