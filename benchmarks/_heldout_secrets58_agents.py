"""Held-out set 58: browser and web-automation agents' tool results, as those tools print them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; browser-use, Playwright, ``browser_snapshot``, ``browser_evaluate``,
``browser_console_messages``, ``browser_network_requests``, Stagehand, Selenium, HAR, "Copy as
fetch", DevTools, Puppeteer, Skyvern, AgentQL, Browserbase, Steel, Hyperbrowser, LaVague,
Operator, ``computer_use``, WebVoyager, Nanobrowser, ``list_network_requests``,
``take_snapshot``, Cypress, Firecrawl, ``ActionResult``, Kameleo, LambdaTest, Apify, Zyte,
ScrapingBee, Checkly, Ghost Inspector, k6, Bright Data and 2captcha did and were dropped).
Tool shapes, written as each tool prints its result (remembered, not copied, so glyphs and
padding may differ): chrome-devtools-mcp's ``evaluate_script`` and ``list_console_messages``,
Midscene.js' ``aiQuery``/``aiAssert`` report lines, WebdriverIO's ``wdio`` runner log,
chromedriver's verbose log (``ExecuteScript``, ``AddCookie``), Crawl4AI's ``[FETCH]``/``[SCRAPE]`` lines and ``BrowserConfig`` repr and
Vercel's ``agent-browser`` CLI; single results from r.jina.ai (Jina Reader), MultiOn, Notte,
Airtop, Magnitude, nodriver, DevTools' "Copy as cURL", HTTP Toolkit and Proxyman exports.
Files no earlier set read: ``wdio.conf.js``, ``nightwatch.conf.js``, ``codecept.conf.js``,
``.testcaferc.json``, ``browserstack.yml``, a Scrapy ``settings.py``, a Crawlee
``.env``, a TestingBot and a Sauce Labs config, GoLogin, AdsPower and Multilogin profiles,
CapSolver and Anti-Captcha keys and a ``proxy-chain`` script.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 devtools mcp evaluate local storage ¦ scenario 1 step 1: chrome-devtools-mcp evaluate_script reading localStorage ¦ {u43} ¦ ● chrome-devtools - evaluate_script (MCP)(function: "() => localStorage.getItem('auth_token')")\n  ⎿ # evaluate_script response\n    Script ran on page and returned:\n    ```json\n    "{t}"\n    ```
s1 devtools mcp console ¦ scenario 1 step 2: chrome-devtools-mcp list_console_messages showing a logged config ¦ {A40} ¦ ● chrome-devtools - list_console_messages (MCP)\n  ⎿ # list_console_messages response\n    msgid=3 [log] [config] {apiBase: 'https://api.shop.acme.io', mapsKey: '{t}'} (0 args)\n    msgid=4 [error] Failed to load resource: the server responded with a status of 403 ()
s1 devtools mcp cookie ¦ scenario 1 step 3: chrome-devtools-mcp evaluate_script on document.cookie ¦ {h64} ¦ ● chrome-devtools - evaluate_script (MCP)(function: "() => document.cookie")\n  ⎿ # evaluate_script response\n    Script ran on page and returned:\n    ```json\n    "theme=dark; session_id={t}; _ga=GA1.1.1902113.1765059720"\n    ```
s2 midscene query ¦ scenario 2 step 1: a Midscene.js aiQuery line in its run log ¦ {A32} ¦ [midscene] aiQuery("the API key shown on the developer settings page") → {"apiKey":"{t}"} (2.41s, gpt-4o)
s2 midscene assert ¦ scenario 2 step 2: a Midscene.js aiAssert failure quoting the page ¦ {p} ¦ [midscene] aiAssert("the password field is empty") ✗ failed: The password field contains the value "{t}", so it is not empty.
s2 midscene action ¦ scenario 2 step 3: a Midscene.js aiAction plan ¦ {A36} ¦ [midscene] aiAction plan: Input { locate: "Webhook secret input", value: "{t}" } → Tap { locate: "Save" } ✓
s3 wdio config ¦ scenario 3 step 1: the WebdriverIO runner reading wdio.conf.js (a cloud grid key) ¦ {A20} ¦ Execution of 1 workers started at 2026-12-06T22:22:31.118Z\n[0-0] RUNNING in chrome - file:///test/specs/login.e2e.ts\n[0-0] Error: Could not connect to hub: 401 Unauthorized (user=acmeqa key={t})
s3 wdio command ¦ scenario 3 step 2: WebdriverIO's webdriver log of a setValue ¦ {p} ¦ [0-0] 2026-12-06T22:22:33.402Z INFO webdriver: COMMAND elementSendKeys("f.1A2B3C4D.d.5E6F.e.7", "{t}")\n[0-0] 2026-12-06T22:22:33.511Z INFO webdriver: RESULT null
s3 wdio execute ¦ scenario 3 step 3: WebdriverIO's webdriver log of executeScript returning a token ¦ {u43} ¦ [0-0] 2026-12-06T22:22:34.020Z INFO webdriver: COMMAND executeScript(<fn>, [])\n[0-0] 2026-12-06T22:22:34.061Z INFO webdriver: RESULT "{t}"
s4 chromedriver execute ¦ scenario 4 step 1: chromedriver --verbose log, an ExecuteScript response ¦ {u64} ¦ [1765059755.402][INFO]: [9f2c1a7e0b3d] COMMAND ExecuteScript {\n   "args": [  ],\n   "script": "return sessionStorage.getItem('refresh_token')"\n}\n[1765059755.418][INFO]: [9f2c1a7e0b3d] RESPONSE ExecuteScript "{t}"
s4 chromedriver sendkeys ¦ scenario 4 step 2: chromedriver --verbose log, an ElementSendKeys command ¦ {p} ¦ [1765059756.120][INFO]: [9f2c1a7e0b3d] COMMAND TypeElement {\n   "id": "f.4C1E.d.9A.e.12",\n   "text": "{t}",\n   "value": [  ]\n}
s4 chromedriver network ¦ scenario 4 step 3: chromedriver performance log of Network.requestWillBeSent ¦ {A40} ¦ [1765059757.004][DEBUG]: DevTools WebSocket Event: Network.requestWillBeSentExtraInfo (session_id=7B1E) {\n   "headers": {\n      ":authority": "api.acme.io",\n      "x-api-key": "{t}"\n   }\n}
s5 crawl4ai fetch ¦ scenario 5 step 1: Crawl4AI's [FETCH] line for a URL carrying a key ¦ {h32} ¦ [FETCH]... ↓ https://reports.acme.io/export?key={t} | ✓ | ⏱: 1.21s\n[SCRAPE].. ◆ https://reports.acme.io/export?key={t} | ✓ | ⏱: 0.04s
s5 crawl4ai markdown ¦ scenario 5 step 2: a Crawl4AI result.markdown excerpt of an admin page ¦ {A32} ¦ >>> print(result.markdown[:200])\n# Integrations\n\n| Service | Key |\n|---|---|\n| Mailer | `{t}` |\n| Maps | restricted |
s5 crawl4ai error ¦ scenario 5 step 3: Crawl4AI's [ERROR] line with basic-auth credentials in the URL ¦ {p} ¦ [ERROR]... × https://admin:{t}@staging.acme.io/ | Error: net::ERR_INVALID_AUTH_CREDENTIALS
s6 agent browser snapshot ¦ scenario 6 step 1: Vercel's agent-browser snapshot, an input's value in the tree ¦ {A32} ¦ $ agent-browser snapshot -i\n- heading "API tokens" [ref=e1]\n- textbox "Personal token" [ref=e4]: {t}\n- button "Regenerate" [ref=e5]
s6 agent browser eval ¦ scenario 6 step 2: agent-browser eval printing a global ¦ {A40} ¦ $ agent-browser eval 'window.__ENV__.STRIPE_SECRET'\n"{t}"
s6 agent browser cookies ¦ scenario 6 step 3: agent-browser cookies listing ¦ {h48} ¦ $ agent-browser cookies\n[{"name":"remember_token","value":"{t}","domain":".acme.io","httpOnly":true}]
"""

SINGLES = r"""
jina reader ¦ r.jina.ai (Jina Reader) output of a page that printed its config ¦ {A40} ¦ Title: Acme Console – Settings\n\nURL Source: https://console.acme.io/settings\n\nMarkdown Content:\nServer key: `{t}`\n\n[Rotate key](https://console.acme.io/settings/rotate)
multion step ¦ a MultiOn browse step result ¦ {p} ¦ {"message": "Logged in as ops@acme.io with password {t}; now on the billing page", "status": "CONTINUE", "url": "https://billing.acme.io/"}
notte step ¦ a Notte agent step (observation) ¦ {A32} ¦ 🧠 step 4 | observation: the settings page lists the API key {t} | next action: click 'Copy'
airtop extract ¦ an Airtop session pageQuery result ¦ {A36} ¦ {"data":{"modelResponse":"The webhook signing secret displayed is {t}."},"meta":{"status":"success","requestId":"rq-77a1"}}
magnitude act ¦ a Magnitude test step log ¦ {p} ¦ ◆ act: type "{t}" into the password field\n  ✓ done (1.8s)
nodriver cookies ¦ nodriver printing browser.cookies.get_all() ¦ {h40} ¦ >>> await browser.cookies.get_all()\n[Cookie(name='sessionid', value='{t}', domain='.acme.io', path='/', secure=True, http_only=True)]
devtools copy as curl ¦ DevTools' network panel "Copy as cURL (bash)" pasted into the chat ¦ {u43} ¦ curl 'https://api.acme.io/v2/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer {t}' \\\n  -H 'sec-fetch-mode: cors' \\\n  --compressed
httptoolkit export ¦ HTTP Toolkit's exported request as a raw HTTP snippet ¦ {A40} ¦ GET /v1/inventory HTTP/1.1\nhost: inventory.acme.io\nx-api-key: {t}\nuser-agent: AcmeScanner/3.2
wdio sauce env ¦ a WebdriverIO run printing its capabilities with a tunnel key ¦ {A32} ¦ [0-0] 2026-12-06T22:28:40.010Z INFO @wdio/local-runner: Run worker command: run\n[0-0] capabilities: {"sauce:options":{"tunnelName":"acme","accessKey":"{t}"}}
chromedriver add cookie ¦ chromedriver --verbose log of an AddCookie command ¦ {h48} ¦ [1765059790.117][INFO]: [9f2c1a7e0b3d] COMMAND AddCookie {\n   "cookie": {\n      "name": "auth",\n      "value": "{t}"\n   }\n}
devtools mcp network ¦ chrome-devtools-mcp evaluate_script returning a fetch's request headers ¦ {u43} ¦ ● chrome-devtools - evaluate_script (MCP)(function: "() => window.__lastRequest.headers")\n  ⎿ Script ran on page and returned:\n    {"Authorization":"Bearer {t}","Accept":"application/json"}
midscene report ¦ a Midscene.js HTML report's JSON dump of a typed value ¦ {p} ¦ "tasks":[{"type":"Action","subType":"Input","param":{"value":"{t}"},"status":"finished"}]
crawl4ai session ¦ Crawl4AI printing a BrowserConfig with headers ¦ {A40} ¦ BrowserConfig(browser_type='chromium', headless=True, headers={'X-Api-Key': '{t}'}, user_agent='Crawl4AI/0.6')
agent browser state ¦ agent-browser state save printing the saved storage ¦ {u64} ¦ $ agent-browser state save auth.json && jq '.origins[0].localStorage' auth.json\n[{"name":"refresh_token","value":"{t}"}]
proxyman curl ¦ a Proxyman "Copy cURL" of a login request ¦ {p} ¦ curl -X POST 'https://auth.acme.io/login' -H 'Content-Type: application/x-www-form-urlencoded' --data-raw 'username=qa%40acme.io&password={t}'
"""

EXTRA = r"""
browserstack yml ¦ a file read of browserstack.yml ¦ {A20} ¦ userName: acmeqa_Zx81\naccessKey: {t}\nplatforms:\n  - os: Windows\n    browserName: Chrome
nightwatch conf ¦ a file read of nightwatch.conf.js with a cloud grid key ¦ {A20} ¦   test_settings: {\n    saucelabs: {\n      username: 'acme-qa',\n      access_key: '{t}',\n      selenium: { host: 'ondemand.eu-central-1.saucelabs.com' }
codecept conf ¦ a file read of codecept.conf.js with a login helper password ¦ {p} ¦ plugins: {\n  autoLogin: { enabled: true, users: { admin: { login: (I) => I.loginAs('admin@acme.io', '{t}') } } }\n}
testcaferc ¦ a file read of .testcaferc.json holding an HTTP auth password ¦ {p} ¦ {\n  "browsers": ["chrome:headless"],\n  "httpAuth": { "username": "stage", "password": "{t}" }\n}
scrapy settings ¦ ripgrep over a Scrapy project's settings.py ¦ {h32} ¦ $ rg -n 'API_KEY|PASSWORD' crawler/settings.py\n41:ZYTE_SMARTPROXY_APIKEY = "{t}"\n42:HTTPCACHE_ENABLED = True
crawlee env ¦ grep over a Crawlee project's .env ¦ {A40} ¦ $ grep -n PROXY .env\n3:PROXY_URLS=http://user-acme:{t}@gate.proxies.acme.net:7777
testingbot diff ¦ git diff adding a TestingBot secret to a Jest config ¦ {h32} ¦ $ git diff jest-puppeteer.config.js\n+  connect: { browserWSEndpoint: 'wss://cloud.testingbot.com?key=6f1c02d9&secret={t}' },
sauce diff ¦ git diff of a GitHub workflow hard-coding SAUCE_ACCESS_KEY's successor ¦ {uuid} ¦ $ git diff .github/workflows/e2e.yml\n       env:\n-        SAUCE_KEY: ${{ secrets.SAUCE_KEY }}\n+        SAUCE_KEY: {t}
gologin profile ¦ ag over a GoLogin automation script ¦ {u120} ¦ $ ag GL_API_TOKEN scripts/\nscripts/profiles.js\n4:const GL_API_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.{t}';
adspower mint ¦ an HTTP tool response from AdsPower's local API listing a profile's proxy password ¦ {p} ¦ HTTP 200 GET http://local.adspower.net:50325/api/v1/user/list\n{"code":0,"data":{"list":[{"user_id":"jd81k2","user_proxy_config":{"proxy_user":"acme","proxy_password":"{t}"}}]}}
capsolver key ¦ an HTTP tool response minting a CapSolver task with the client key echoed ¦ CAP-{H32} ¦ HTTP 200 POST https://api.capsolver.com/createTask\n{"errorId":1,"errorCode":"ERROR_KEY_DENIED_ACCESS","clientKey":"{t}"}
anticaptcha key ¦ a file read of an anti-captcha config ¦ {h32} ¦ # config/captcha.toml\nprovider = "anti-captcha"\napi_key = "{t}"
proxy chain ¦ a file read of a proxy-chain server script ¦ {p} ¦ const server = new ProxyChain.Server({ port: 8000, prepareRequestFunction: () => ({\n  upstreamProxyUrl: 'http://scraper:{t}@10.2.0.8:3128'\n}) });
multilogin mint ¦ an HTTP tool response minting a Multilogin automation token ¦ {u88} ¦ HTTP 200 GET https://api.multilogin.com/workspace/automation_token?expiration_period=no_exp\n{"status":{"http_code":200},"data":{"token":"{t}"}}
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
