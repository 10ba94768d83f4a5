"""Held-out set 48: browser-automation and web-agent tool results, as each tool prints them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Playwright, Puppeteer, Stagehand, Browserbase, Skyvern, Steel, Selenium, Cypress,
Browserless, Hyperbrowser, ``browser_snapshot``, ``take_snapshot``, ``computer_use``,
``browser_action``, mitmproxy, Fiddler, Charles, ``.har`` files, ``cookies()``,
``localStorage``, ``Set-Cookie`` tables and about 120 self-hosted apps' names did and were
dropped). Tool shapes, written as each tool prints its result (remembered, not copied, so
glyphs and padding may differ): browser-use's step log (``📍 Step``, ``🛠️ Action``,
``ActionResult(extracted_content=...)``), the Chrome DevTools MCP server's
``navigate_page`` / ``list_network_requests`` / ``get_network_request``, the Playwright MCP
server's ``browser_network_requests`` / ``browser_console_messages`` / ``browser_evaluate``,
HAR ``entries`` saved by an agent, a Playwright ``storageState`` file with ``show-trace``
and codegen's ``page.fill``, LaVague's world-model and action-engine log; single results of
WebVoyager, AgentQL, MultiOn, Nanobrowser and chromedp, DevTools' "Copy as fetch" and "Copy
as PowerShell", the Application panel's cookie table, ``sessionStorage`` and
``document.cookie`` read by an agent, and ``page.on('console')`` output. Apps whose files are
read, none named before: Filestash, Cloudreve, Picsur, Feishin, Fenrus, Rowy, Tldraw,
LedgerSMB, iDempiere, Borgmatic, Quetre, AnonymousOverflow, Wikiless, ProxiTok, Hyperpipe,
Poketube, Binternet, Mozhi, SimplyTranslate, GotHub, Priviblur, SafeTwitch and Libreddit.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 browseruse filestash login ¦ scenario 1 step 1: browser-use's step log, typing Filestash's admin password ¦ {p} ¦ INFO     [agent] 📍 Step 3\nINFO     [agent] 🛠️  Action 1/1: {"input_text":{"index":7,"text":"{t}"}}\nINFO     [controller] ⌨️  Input {t} into index 7
s1 browseruse filestash config ¦ scenario 1 step 2: browser-use's ActionResult, Filestash's config.json secret_key read from the admin page ¦ {A16} ¦ INFO     [agent] 📍 Step 4\nINFO     [agent] 📄 Result: ActionResult(is_done=False, extracted_content='📄 Extracted from page: {"general":{"host":"files.acme.io","secret_key":"{t}"}}', include_in_memory=True)
s1 browseruse filestash done ¦ scenario 1 step 3: browser-use's final done action quoting the S3 backend's secret ¦ {A40} ¦ INFO     [agent] 📍 Step 5\nINFO     [agent] 🛠️  Action 1/1: {"done":{"text":"Backend 'minio' uses access_key_id=minio-admin, secret_access_key={t}","success":true}}\nINFO     [agent] ✅ Task completed successfully
s2 devtools cloudreve navigate ¦ scenario 2 step 1: the Chrome DevTools MCP server's navigate_page to Cloudreve's share link with its password ¦ {l8} ¦ navigate_page(url="https://cloud.acme.io/s/Vx2p?password={t}")\n# Navigated to https://cloud.acme.io/s/Vx2p?password={t}\n## Pages\n0: https://cloud.acme.io/s/Vx2p?password={t} [selected]
s2 devtools cloudreve requests ¦ scenario 2 step 2: list_network_requests in the Chrome DevTools MCP server, Cloudreve's API call with a session cookie ¦ {u64} ¦ list_network_requests()\n## Network requests\nreqid=41 GET https://cloud.acme.io/api/v4/share/info/Vx2p [200]\nreqid=42 GET https://cloud.acme.io/api/v4/file?uri=cloudreve%3A%2F%2Fmy&cloudreve-session={t} [401]
s2 devtools cloudreve request ¦ scenario 2 step 3: get_network_request in the Chrome DevTools MCP server, request headers of Cloudreve's WebDAV account ¦ {A32} ¦ get_network_request(reqid=57)\n## Request https://cloud.acme.io/api/v4/devices/dav\nStatus:  201\n### Response body\n{"code":0,"data":{"name":"rclone","password":"{t}","uri":"cloudreve://my"}}
s3 pwmcp picsur requests ¦ scenario 3 step 1: the Playwright MCP server's browser_network_requests on Picsur with an API key header ¦ {h64} ¦ ### Result\n[GET] https://img.acme.io/api/image/list => [401] Unauthorized\n  Request headers: authorization: Api-Key {t}
s3 pwmcp picsur console ¦ scenario 3 step 2: the Playwright MCP server's browser_console_messages, Picsur's client logging its JWT ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u43} ¦ ### Result\n[LOG] [Picsur] auth state restored token={t} @ https://img.acme.io/main.js:1\n[ERROR] Failed to load resource: the server responded with a status of 403 () @ https://img.acme.io/api/user/me:0
s3 pwmcp picsur evaluate ¦ scenario 3 step 3: the Playwright MCP server's browser_evaluate reading Picsur's localStorage ¦ {A40} ¦ ### Ran Playwright code\nawait page.evaluate('() => ({ ...localStorage })');\n### Result\n{"picsur.jwt_refresh":"{t}","picsur.theme":"dark"}
s4 har feishin login ¦ scenario 4 step 1: a HAR saved by a web agent, Feishin logging in to Navidrome (postData) ¦ {p} ¦ "request": {\n  "method": "POST",\n  "url": "https://music.acme.io/auth/login",\n  "postData": { "mimeType": "application/json", "text": "{\"username\":\"dj\",\"password\":\"{t}\"}" }\n},
s4 har feishin subsonic ¦ scenario 4 step 2: a HAR entry, Feishin's Subsonic call with the salted token in its query ¦ {h32} ¦ "queryString": [\n  { "name": "u", "value": "dj" },\n  { "name": "t", "value": "{t}" },\n  { "name": "s", "value": "c19b2d" },\n  { "name": "c", "value": "Feishin" }\n],
s4 har fenrus cookie ¦ scenario 4 step 3: a HAR entry's cookies array, Fenrus' session cookie ¦ {u48} ¦ "cookies": [\n  { "name": "fenrus-auth", "value": "{t}", "path": "/", "httpOnly": true, "secure": true }\n],\n"status": 302,
s5 pw storagestate rowy ¦ scenario 5 step 1: a Playwright storageState file read by the agent, Rowy's Firebase refresh token in origins' localStorage ¦ {u120} ¦ $ cat playwright/.auth/rowy.json\n{"cookies":[],"origins":[{"origin":"https://rowy.acme.io","localStorage":[{"name":"firebase:refreshToken","value":"{t}"}]}]}
s5 pw codegen tldraw ¦ scenario 5 step 2: Playwright codegen output with page.fill, signing in to a self-hosted Tldraw sync ¦ {p} ¦ await page.getByLabel('Email').fill('board@acme.io');\nawait page.getByLabel('Password').fill('{t}');\nawait page.getByRole('button', { name: 'Sign in' }).click();
s5 pw trace tldraw ¦ scenario 5 step 3: npx playwright show-trace's network tab as the agent summarised it, Tldraw's asset upload key ¦ {h40} ¦ $ npx playwright show-trace test-results/board-sync/trace.zip\n[network] PUT https://draw.acme.io/uploads/a1b2c3.png 403\n  x-tldraw-upload-key: {t}
s6 lavague ledgersmb ¦ scenario 6 step 1: LaVague's world-model log, LedgerSMB's login ¦ {p} ¦ Objective: export the trial balance\nWorld model: Thoughts: The login form is shown. Next engine: Navigation Engine. Instruction: type 'lsmb_admin' in username and '{t}' in password, then click Login.
s6 lavague idempiere ¦ scenario 6 step 2: LaVague's action engine code, iDempiere's web service password ¦ {p} ¦ Navigation Engine: Code generated:\n```python\ndriver.find_element(By.XPATH, "//input[@name='Password']").send_keys("{t}")\ndriver.find_element(By.XPATH, "//button[@id='LoginButton']").click()\n```
s6 lavague ledgersmb db ¦ scenario 6 step 3: LaVague's Python Engine reading LedgerSMB's ledgersmb.yaml ¦ {p} ¦ Python Engine: Output:\ndb:\n  $class: LedgerSMB::Database::Factory\n  connect_data:\n    host: db\n    user: lsmb_dbadmin\n    password: {t}
"""

SINGLES = r"""
webvoyager borgmatic ¦ a WebVoyager observation after typing Borgmatic's encryption passphrase into a web terminal ¦ {p} ¦ Thought: The config is shown.\nAction: Type [14]; encryption_passphrase: "{t}"\nObservation: [14] <textarea> now contains: encryption_passphrase: "{t}"
agentql quetre ¦ an AgentQL query response over Quetre's settings page ¦ {A32} ¦ response = page.query_data(QUERY)\n{'settings': {'instance_url': 'https://quetre.acme.io', 'proxy_token': '{t}'}}
multion anonymousoverflow ¦ a MultiOn step response, AnonymousOverflow's JWT signing secret ¦ {h64} ¦ {"status": "CONTINUE", "message": "I opened the env file editor. It shows JWT_SIGNING_SECRET={t} and APP_URL=https://ao.acme.io.", "url": "https://portainer.acme.io/#!/2/docker/stacks/ao"}
nanobrowser wikiless ¦ Nanobrowser's side-panel log, Wikiless' config.js read by the navigator ¦ {A24} ¦ Navigator ▸ Extracted: "redis_password: process.env.REDIS_PASSWORD || '{t}'"\nPlanner ▸ Next: report the password location
chromedp proxitok ¦ chromedp's Go program printing a ProxiTok cookie it read ¦ {A40} ¦ 2026/12/06 15:46:11 cookie: api-test_endpoints = {t} (domain=tok.acme.io, httpOnly=false)\nexit status 1
copy as fetch hyperpipe ¦ DevTools' Network panel "Copy as fetch" pasted by an agent, Hyperpipe's Piped API auth token ¦ {uuid} ¦ fetch("https://pipedapi.acme.io/user/playlists", {\n  "headers": {\n    "accept": "*/*",\n    "authorization": "{t}"\n  },\n  "method": "GET"\n});
copy as powershell poketube ¦ DevTools' "Copy as PowerShell" for a Poketube admin call ¦ {A32} ¦ $session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\nInvoke-WebRequest -UseBasicParsing -Uri "https://poke.acme.io/api/admin/flush" `\n-Method POST `\n-WebSession $session `\n-Headers @{"X-Admin-Key"="{t}"}
cookie table binternet ¦ DevTools' Application panel cookie table as an agent copied it, Binternet's session ¦ {u44} ¦ Name	Value	Domain	Path	Expires	HttpOnly	Secure	SameSite\nbinternet_sid	{t}	pins.acme.io	/	Session	✓	✓	Lax
session storage mozhi ¦ sessionStorage read by a web agent's evaluate tool on Mozhi ¦ {A36} ¦ > JSON.stringify(sessionStorage)\n'{"mozhi.engine":"deepl","mozhi.deepl_key":"{t}"}'
document cookie simplytranslate ¦ document.cookie returned to a browser agent on SimplyTranslate ¦ {A28} ¦ evaluate("document.cookie") → "theme=dark; st_admin={t}; engine=google"
webvoyager tldraw ¦ a WebVoyager observation reading Tldraw's self-hosted sync worker env ¦ {h64} ¦ Observation: [22] <pre> TLDRAW_SYNC_SECRET={t}\nThought: The secret is visible in the admin panel; I will note it and continue.
agentql iDempiere ¦ an AgentQL query_elements result with the input's value attribute on iDempiere's login ¦ {p} ¦ {'login_form': {'user': <input name="User" value="SuperUser">, 'password': <input name="Password" type="password" value="{t}">}}
multion rowy ¦ a MultiOn browse result quoting Rowy's service account key id and private key line ¦ {b64} ¦ {"status": "DONE", "message": "Found the service account JSON: \"private_key_id\": \"{t}\" in Project settings → Secrets."}
nanobrowser feishin ¦ Nanobrowser's validator log, Feishin's saved server password ¦ {p} ¦ Validator ▸ is_valid: true\nValidator ▸ answer: "Server 'home' → https://music.acme.io, user dj, password {t}"
console gothub ¦ page.on('console') output captured in a Puppeteer run against GotHub ¦ ghp_{A36} ¦ [console.warn] GotHub: falling back to unauthenticated requests; token {t} was rejected (401)\n[console.error] GET https://gothub.acme.io/api/repos 401
"""

EXTRA = r"""
priviblur diff ¦ git diff of Priviblur's config.toml committed with a real consumer secret ¦ {A50} ¦ $ git diff HEAD~1 -- config.toml\n [privacy]\n-consumer_secret = ""\n+consumer_secret = "{t}"
safetwitch rg ¦ ripgrep over SafeTwitch's docker-compose for its client secret ¦ {l30} ¦ $ rg -n CLIENT_SECRET deploy/\ndeploy/docker-compose.yml:14:      - SAFETWITCH_CLIENT_SECRET={t}
libreddit grep ¦ grep -rn over Libreddit's env for a Reddit OAuth secret ¦ {u27} ¦ $ grep -rn OAUTH libreddit/\nlibreddit/.env:3:REDLIB_OAUTH_CLIENT_ID=Qw3rTy7UiOp\nlibreddit/.env:4:REDLIB_OAUTH_SECRET={t}
borgmatic ag ¦ ag over Borgmatic's config for a repository passphrase ¦ {p} ¦ $ ag passcommand -A1 /etc/borgmatic/\n/etc/borgmatic/config.yaml\n27:encryption_passcommand: echo {t}
fenrus mint ¦ an HTTP tool response minting a Fenrus API key ¦ {A32} ¦ HTTP 200 POST /api/apikeys\n{"Uid":"5e2c1f7a-3b9d-4e0a-8c6f-1d2e3f4a5b6c","Name":"agent","Key":"{t}"}
cloudreve mint ¦ an HTTP tool response minting a Cloudreve WebDAV password ¦ {A32} ¦ HTTP 200 POST /api/v4/devices/dav\n{"code":0,"data":{"id":"7z","name":"sync","password":"{t}"}}
picsur mint ¦ an HTTP tool response minting a Picsur API key ¦ {h64} ¦ HTTP 200 POST /api/apikeys/create\n{"success":true,"data":{"id":"d3b0","name":"uploader","key":"{t}"}}
mozhi yaml ¦ a file read of Mozhi's docker-compose with an inline DeepL key ¦ {A36} ¦ services:\n  mozhi:\n    image: codeberg.org/aryak/mozhi:latest\n    environment:\n      MOZHI_DEEPL_KEY: "{t}"\n      MOZHI_PORT: 3000
quetre har ¦ a HAR entry's headers array saved by a web agent, Quetre's upstream cookie ¦ {u43} ¦ "headers": [\n  { "name": "accept", "value": "text/html" },\n  { "name": "cookie", "value": "m-b={t}; m-s=1" }\n],
anonymousoverflow devtools ¦ get_network_request in the Chrome DevTools MCP server, AnonymousOverflow's admin token in a request header ¦ {h40} ¦ get_network_request(reqid=12)\n## Request https://ao.acme.io/admin/reload\n### Request headers\n- x-admin-token: {t}\n- accept: */*\nStatus:  403
wikiless pwmcp ¦ the Playwright MCP server's browser_evaluate reading document.cookie on Wikiless ¦ {A32} ¦ ### Ran Playwright code\nawait page.evaluate('() => document.cookie');\n### Result\n"default_lang=en; wl_session={t}"
proxitok browseruse ¦ browser-use's extract action on ProxiTok's settings page ¦ {A40} ¦ INFO     [agent] 📍 Step 2\nINFO     [controller] 📄  Extracted from page\n: ```json\n{"api_test_endpoints": "{t}", "theme": "dark"}\n```
hyperpipe storage ¦ a Playwright storageState file, Hyperpipe's Piped auth token in localStorage ¦ {uuid} ¦ {"cookies":[],"origins":[{"origin":"https://hyperpipe.acme.io","localStorage":[{"name":"authToken","value":"{t}"},{"name":"locale","value":"en"}]}]}
binternet lavague ¦ LaVague's Navigation Engine instruction, Binternet's admin login ¦ {p} ¦ Navigation Engine: Instruction: Type 'admin' in 'Username' and '{t}' in 'Password', then click 'Log in'.
cloudreve chromedp ¦ chromedp's network event log (Network.requestWillBeSent) printing Cloudreve's Authorization header ¦ eyJhbGciOiJIUzI1NiJ9.{u64}.{u43} ¦ 2026/12/06 15:46:40 Network.requestWillBeSent GET https://cloud.acme.io/api/v4/user/me headers=map[Authorization:Bearer {t} Accept:application/json]
picsur console ¦ page.on('console') output, Picsur's upload key logged by a userscript ¦ {h64} ¦ [console.log] picsur-uploader: using key {t} for https://img.acme.io/api/image/upload
idempiere properties ¦ a file read of iDempiere's idempiereEnv.properties ¦ {p} ¦ $ sed -n 12,14p idempiere-server/idempiereEnv.properties\nADEMPIERE_DB_USER=adempiere\nADEMPIERE_DB_PASSWORD={t}\nADEMPIERE_DB_SYSTEM=postgres
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
    ]
