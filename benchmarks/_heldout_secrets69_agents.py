"""Held-out set 69: tool results of browser and computer-use agents.

Six three-step scenarios, the secret in step 1, 2 or 3 of a transcript or log shaped like the
product's own: Playwright MCP (a page snapshot, the network requests, the console), a
browser-use run (its step log, an extracted-content result, a final result), a Chrome
DevTools accessibility tree (``Accessibility.getFullAXTree`` nodes), a HAR export (request
headers, a response's cookies, a posted form), OCR of screenshots in a computer-use loop,
and cookie jars (a Netscape ``cookies.txt``, a Playwright ``storage_state`` JSON, a row of
Chrome's ``Cookies`` database). Then single results: DOM ``outerHTML`` dumps, CDP events,
Puppeteer and Selenium logs, page text a model read, and HTTP responses minting lab,
repository and fundraising credentials. Message shapes were grepped for in every earlier
held-out file (``AXTree``, ``StaticText``, ``outerHTML``, ``getResponseBody`` and
``cookies.sqlite`` matched none).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 playwright snapshot ¦ scenario 1 step 1: Playwright MCP browser_snapshot of an ELN settings page, the key shown in a textbox ¦ 5-{h84} ¦ ### Page state\n- Page URL: https://eln.bio.uni-example.de/ucp.php?tab=4\n- Page Snapshot:\n```yaml\n- heading "API keys" [level=2] [ref=e41]\n- table [ref=e44]:\n  - row "ci-export read-only 2026-12-07" [ref=e45]\n- textbox "Your new key" [ref=e52]: {t}\n- button "Copy" [ref=e53]\n```
s1 playwright network ¦ scenario 1 step 2: Playwright MCP network requests of the same page ¦ {A40} ¦ ### Result\n[GET] https://eln.bio.uni-example.de/api/v2/experiments?limit=15 => [200] OK\n[GET] https://cdn.example.net/katex.min.css => [200] OK\n[POST] https://telemetry.eln.example/collect?sid={t} => [204] No Content
s1 playwright console ¦ scenario 1 step 3: Playwright MCP console messages of the same page ¦ {u48} ¦ ### Result\n[LOG] eLabFTW 5.1.3 @ https://eln.bio.uni-example.de/…\n[DEBUG] csrf refreshed, session={t} @ https://eln.bio.uni-example.de/assets/main.bundle.js:2:18841\n[WARNING] Slow network is detected. @ :0
s2 browser-use step ¦ scenario 2 step 1: a browser-use run log, an input_text action typing a password ¦ {p} ¦ INFO     [agent] 📍 Step 3\nINFO     [agent] 👍 Eval: Success - the REDCap login form is visible\nINFO     [agent] 🎯 Next goal: log in as the data manager\nINFO     [agent] 🛠️  Action 1/2: {"input_text":{"index":7,"text":"dm_kisumu"}}\nINFO     [agent] 🛠️  Action 2/2: {"input_text":{"index":9,"text":"{t}"}}\nINFO     [controller] ⌨️  Input sensitive data into index 9
s2 browser-use extract ¦ scenario 2 step 2: the same browser-use run, extract_content returning the API token page ¦ {H32} ¦ INFO     [agent] 📍 Step 5\nINFO     [controller] 📄  Extracted from page\n: ```json\n{"project":"Malaria cohort 2026 (PID 1187)","api_token":"{t}","rights":"export, import"}\n```
s2 browser-use done ¦ scenario 2 step 3: the same browser-use run, the final result naming the recovery codes ¦ {U10} ¦ INFO     [agent] 📍 Step 9\nINFO     [agent] 📄 Result: Two-factor set up for dm_kisumu. Backup codes shown once: {t}, 7QK2M9XD4A, PL3V8NW6RT. Saved nothing to disk.\nINFO     [agent] ✅ Task completed successfully
s3 axtree textbox ¦ scenario 3 step 1: CDP Accessibility.getFullAXTree, a textbox's value ¦ {A48} ¦ {"nodeId":"118","role":{"type":"role","value":"textbox"},"name":{"type":"computedString","value":"Personal access token"},"value":{"type":"string","value":"{t}"},"properties":[{"name":"readonly","value":{"type":"boolean","value":true}}]}
s3 axtree statictext ¦ scenario 3 step 2: the same AX tree, a StaticText node under an alert ¦ {A70} ¦ {"nodeId":"131","role":{"type":"role","value":"alert"},"childIds":["132"]}\n{"nodeId":"132","role":{"type":"role","value":"StaticText"},"name":{"type":"computedString","value":"Token created: {t} — copy it now, it will not be shown again."}}
s3 axtree ignored ¦ scenario 3 step 3: the same AX tree, an ignored hidden input keeping a CSRF-paired session secret ¦ {b40} ¦ {"nodeId":"207","ignored":true,"ignoredReasons":[{"name":"ariaHiddenElement"}],"role":{"type":"role","value":"none"},"name":{"type":"computedString","value":"session_secret {t}"}}
s4 har request ¦ scenario 4 step 1: a HAR entry, request headers with a bearer ¦ {A64} ¦ {"request":{"method":"GET","url":"https://api.lens.org/scholarly/12-345-678","headers":[{"name":"accept","value":"application/json"},{"name":"authorization","value":"Bearer {t}"}]},"response":{"status":401}}
s4 har cookies ¦ scenario 4 step 2: the same HAR, a response's cookies array ¦ {u43} ¦ "response":{"status":302,"cookies":[{"name":"_donor_portal_session","value":"{t}","path":"/","httpOnly":true,"secure":true}],"redirectURL":"/dashboard"}
s4 har postdata ¦ scenario 4 step 3: the same HAR, a login form's postData params ¦ {p} ¦ "postData":{"mimeType":"application/x-www-form-urlencoded","params":[{"name":"email","value":"treasurer@harambee-fund.example"},{"name":"password","value":"{t}"}]}
s5 ocr keys ¦ scenario 5 step 1: tesseract text of a computer-use screenshot of a grants portal's API page ¦ {h64} ¦ [screenshot 1 · OCR]\nFluxx  Grants  Reports  Admin\nAPI Clients\nName: board-sync   Created: 07 Dec 2026\nClient secret {t}\n( Regenerate )  ( Done )
s5 ocr terminal ¦ scenario 5 step 2: OCR of a terminal window in the same computer-use loop ¦ {A40} ¦ [screenshot 2 · OCR]\nocheng@login01:~$ export GIN_TOKEN={t}\nocheng@login01:~$ datalad push --to gin\npush(error): . (dataset) [401 Unauthorized]
s5 ocr sticky ¦ scenario 5 step 3: OCR of a sticky-note app in the same loop ¦ {p} ¦ [screenshot 3 · OCR]\nStickies — Lab admin\nfreezer -80 alarm: call facilities\nLIMS svc pwd: {t}\nbuy dry ice Thu
s6 netscape jar ¦ scenario 6 step 1: a Netscape cookies.txt exported for the agent's browser ¦ {A40} ¦ # Netscape HTTP Cookie File\n.openreview.net	TRUE	/	TRUE	1796601600	openreview.accessToken	{t}\n.openreview.net	TRUE	/	FALSE	1796601600	_ga	GA1.1.1731221.1765097461
s6 storage state ¦ scenario 6 step 2: a Playwright storage_state JSON the agent saved ¦ {u64} ¦ {"cookies":[{"name":"sessionid","value":"{t}","domain":"coldfront.hpc.example","path":"/","expires":-1,"httpOnly":true,"secure":true,"sameSite":"Lax"}],"origins":[]}
s6 chrome cookies ¦ scenario 6 step 3: sqlite3 over Chrome's Cookies database, value column unencrypted ¦ {b44} ¦ $ sqlite3 -separator ' | ' ~/.config/chromium/Default/Cookies "select host_key, name, value from cookies where host_key like '%dataverse%'"\n.dataverse.harvard.example | JSESSIONID | {t}
"""

SINGLES = r"""
outerhtml otp ¦ DOM outerHTML of a form with a prefilled hidden API secret ¦ {A48} ¦ <form id="api-form" action="/settings/api" method="post"><input type="hidden" name="secret" value="{t}"><button>Rotate</button></form>
outerhtml meta ¦ document.head.outerHTML with a meta tag holding a session token ¦ {u64} ¦ <head><meta charset="utf-8"><meta name="csrf-param" content="authenticity_token"><meta name="session-token" content="{t}"><title>Campaign dashboard</title></head>
cdp request ¦ CDP Network.requestWillBeSent event with extraInfo headers ¦ {A32} ¦ {"method":"Network.requestWillBeSentExtraInfo","params":{"requestId":"1042.77","headers":{":authority":"api.globalgiving.org","x-api-key":"{t}","accept":"*/*"}}}
cdp storage ¦ CDP DOMStorage.getDOMStorageItems for localStorage ¦ eyJhbGciOiJIUzI1NiJ9.{u90}.{u43} ¦ {"id":31,"result":{"entries":[["theme","dark"],["auth.accessToken","{t}"],["lastProject","k7x3q"]]}}
puppeteer log ¦ Puppeteer page.on('request') log ¦ {h32} ¦ [puppeteer] request GET https://api.openml.org/api/v1/json/data/list/limit/20?api_key={t}\n[puppeteer] response 412 https://api.openml.org/api/v1/json/data/list/limit/20
selenium wire ¦ selenium-wire request dump ¦ {A40} ¦ POST https://www.muckrock.com/api_v1/foia/ 201\nHeaders: Authorization: Token {t}\nContent-Type: application/json
page text ¦ the innerText a model read from a password-reset page ¦ {p} ¦ Password reset complete\nYour temporary password is {t}\nYou will be asked to change it at first sign-in.\nBack to REDCap
page text keys ¦ the innerText of an API keys page listing a revealed key ¦ {A64} ¦ Lens.org · Subscriptions · API access\nScholarly API  ·  active until 2027-06-30\nToken: {t}\nRequests this month: 1,204 / 50,000
local storage dump ¦ a localStorage dump the agent ran with evaluate() ¦ {u43} ¦ > await page.evaluate(() => JSON.stringify(localStorage))\n'{"donor_widget_secret":"{t}","locale":"sw-KE","seen_tour":"1"}'
session storage ¦ sessionStorage getItem through browser_evaluate ¦ {b44} ¦ ### Ran Playwright code\n```js\nawait page.evaluate(() => sessionStorage.getItem('oidc.user:https://cilogon.org:cyverse'))\n```\n### Result\n"{\"access_token\":\"{t}\",\"token_type\":\"Bearer\"}"
computer bash ¦ a computer-use bash tool result printing a config ¦ {A60} ¦ <bash_output>\n$ cat ~/.invenio/credentials\n[repo.uni-example.org]\ntoken = {t}\n</bash_output>
computer editor ¦ a computer-use str_replace_based_edit_tool view of an .Renviron ¦ {H32} ¦ Here's the result of running `cat -n` on /home/ocheng/.Renviron:\n     1	R_LIBS_USER=~/R/library\n     2	REDCAP_API_TOKEN={t}\n     3	TZ=Africa/Nairobi
cookie header copy ¦ a "Copy as cURL" result the agent pasted, with a Cookie header ¦ {u40} ¦ curl 'https://app.submittable.example/submissions/419' -H 'cookie: _ga=GA1.2.1; sm_session={t}; theme=light' --compressed
websocket frame ¦ a WebSocket frame from CDP Network.webSocketFrameSent ¦ {A36} ¦ {"method":"Network.webSocketFrameSent","params":{"response":{"payloadData":"{\"type\":\"auth\",\"apiKey\":\"{t}\"}","opcode":1}}}
service worker ¦ a service worker's cache entry URL with a signed query ¦ {h64} ¦ Cache Storage › data-v3 › https://files.dataverse.harvard.example/dl/7721?X-Amz-Credential=AKIA…%2Fs3%2Faws4_request&X-Amz-Signature={t}
http mint seqera ¦ an HTTP tool response creating a Seqera access token ¦ eyJ0aWQiOiA{d4}fS5t{h40} ¦ HTTP 200 POST https://api.cloud.seqera.io/tokens\n{"accessKey":"{t}","token":{"id":3311,"name":"agent-ci","dateCreated":"2026-12-07T08:51:30Z"}}
http mint osf ¦ an HTTP tool response creating an OSF personal access token ¦ {A70} ¦ HTTP 201 POST https://api.osf.io/v2/tokens/\n{"data":{"type":"tokens","id":"6571c0…","attributes":{"name":"agent","scopes":"osf.full_write","token_id":"{t}"}}}
http mint opal ¦ an HTTP tool response creating an Opal token ¦ {A32} ¦ HTTP 200 POST /ws/system/subject-token/_current/tokens\n{"name":"agent-r","token":"{t}","useR":true,"projects":["CHILD"]}
http mint elabftw ¦ an HTTP tool response creating an eLabFTW API key ¦ 9-{h84} ¦ HTTP 201 POST /api/v2/users/me/apikeys\nlocation: /api/v2/users/me/apikeys/9\n{"name":"agent","key":"{t}"}
http mint donorfy ¦ an HTTP tool response creating a fundraising API access key ¦ {A24} ¦ HTTP 201 POST /api/v1/integrations\n{"integration":"agent-sync","access_key":"{t}","created":"2026-12-07"}
http mint labkey ¦ an HTTP tool response creating a LabKey API key ¦ apikey|{h32} ¦ HTTP 200 POST /security-createApiKey.api\n{"success":true,"apikey":"{t}","expiration":"2027-03-07"}
http mint redcap ¦ an HTTP tool response of a super-API token created for a user ¦ {H64} ¦ HTTP 200 POST /api/ content=project\n{"super_token":"{t}","note":"Treat this like a password."}
cyverse mint ¦ an HTTP tool response from /terrain/token/keycloak ¦ {u100} ¦ HTTP 200 GET https://de.cyverse.org/terrain/token/keycloak\n{"access_token":"{t}","expires_in":300,"refresh_expires_in":1800,"token_type":"Bearer"}
gin config read ¦ a file read of gin-cli's config ¦ {h40} ¦ /home/ocheng/.config/gin/config.yml\ngin:\n  address: https://gin.g-node.org\n  port: 443\n  token: {t}
icav2 config read ¦ a file read of ~/.icav2/.session.ica.yaml ¦ eyJhbGciOiJSUzI1NiJ9.{u110}.{u86} ¦ /home/ocheng/.icav2/.session.ica.yaml\naccess-token: {t}\nproject-id: 6c2d…
openneuro rg ¦ rg over a home directory for an OpenNeuro key ¦ eyJhbGciOiJIUzI1NiJ9.{u80}.{u43} ¦ $ rg -n apikey ~ --hidden -g '!node_modules'\n/home/ocheng/.openneuro:1:{"url":"https://openneuro.org/","apikey":"{t}"}
git diff renviron ¦ git diff adding an OSF PAT to an analysis script ¦ {A70} ¦ $ git diff analysis/00_fetch.R\n@@ -1,3 +1,4 @@\n library(osfr)\n+osf_auth("{t}")\n node <- osf_retrieve_node("k7x3q")
git diff nf config ¦ git diff adding a tower token to nextflow.config ¦ eyJ0aWQiOiA{d4}fS5x{h40} ¦ diff --git a/nextflow.config b/nextflow.config\n+tower.accessToken = '{t}'\n+tower.enabled = true
grep workflow profile ¦ grep over a workflow profile directory ¦ {p} ¦ $ grep -rn password profiles/\nprofiles/hpc-lims/config.yaml:12:  lims_password: "{t}"
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    third = len(singles) // 3
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:third]), raises="oserror"),
        *v.table("agent", "\n".join(singles[third : 2 * third]), raises="group"),
        *v.table("agent", "\n".join(singles[2 * third :]), raises="keyerror"),
    ]
