"""Innocent set 48: browser-agent output with no secret, public ids beside credential words,
set 48's languages and public ids of set 48's vendors.

``AGENT``: the tool shapes set 48's secrets used, holding nothing secret: browser-use's step
log, the Chrome DevTools MCP server's ``navigate_page`` / ``list_network_requests`` /
``get_network_request``, the Playwright MCP server's ``browser_network_requests`` /
``browser_console_messages`` / ``browser_evaluate``, HAR entries, Playwright
``storageState`` / codegen / ``show-trace``, LaVague's engines, WebVoyager, AgentQL,
MultiOn, Nanobrowser and chromedp output, DevTools' copies and cookie table, and HTTP tool
responses listing keys by id, name and prefix only. ``PUBLIC``: values public by design
beside credential words (key ids, fingerprints, digests, public keys, certificate serials,
build, trace and span ids, publishable ids). ``WORLD``: set 48's words for recovery codes,
passphrases, PINs, passwords, API keys and tokens next to counts, dates and policies,
holding no value. ``VENDOR_IDS``: public ids of set 48's vendors (device ids, clan tags,
match ids, dataset ids, merchant-facing ids, station codes).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦INFO     [agent] 📍 Step 1⟧\n⟦INFO     [agent] 🛠️  Action 1/1: {"go_to_url":{"url":"https://files.acme.io/admin"}}⟧
agent: ⟦INFO     [agent] 📄 Result: ActionResult(is_done=False, extracted_content='📄 Extracted from page: {"version":"0.6.3"}'⟧, ⟦include_in_memory=True)⟧
agent: ⟦INFO     [agent] 🛠️  Action 1/1: {"click_element_by_index":{"index":12}}⟧ ⟦🖱️  Clicked button "Save"⟧
agent: ⟦INFO     [agent] ✅ Task completed successfully⟧ ⟦(5 steps, 41.2 s)⟧
agent: ⟦navigate_page(url="https://cloud.acme.io/s/Vx2p")⟧\n⟦# Navigated to https://cloud.acme.io/s/Vx2p⟧
agent: ⟦list_network_requests()⟧\n⟦reqid=41 GET https://cloud.acme.io/api/v4/share/info/Vx2p [200]⟧\n⟦reqid=43 GET https://cloud.acme.io/static/js/main.«h8».js [200]⟧
agent: ⟦get_network_request(reqid=41)⟧\n⟦Status:  200⟧\n⟦### Response body⟧\n⟦{"code":0,"data":{"name":"holiday.zip","size":184220}}⟧
agent: ⟦### Result⟧\n⟦[GET] https://img.acme.io/api/info => [200] OK⟧
agent: ⟦[LOG] [Picsur] version 0.5.6 @ https://img.acme.io/main.js:1⟧
agent: ⟦await page.evaluate('() => Object.keys(localStorage)');⟧\n⟦["picsur.theme","picsur.lang"]⟧
agent: ⟦"request": { "method": "GET", "url": "https://music.acme.io/rest/ping.view?f=json&c=Feishin" }⟧
agent: ⟦"response": { "status": 200, "content": { "size": 112, "mimeType": "application/json" } }⟧
agent: ⟦"timings": { "blocked": 1.2, "dns": 0, "connect": 14.8, "send": 0.1, "wait": 88.4, "receive": 0.6 }⟧
agent: ⟦$ cat playwright/.auth/rowy.json | jq '.origins[].origin'⟧\n⟦"https://rowy.acme.io"⟧
agent: ⟦await page.getByLabel('Email').fill('board@acme.io');⟧\n⟦await page.getByRole('button', { name: 'Sign in' }).click();⟧
agent: ⟦$ npx playwright show-trace test-results/board-sync/trace.zip⟧\n⟦[network] GET https://draw.acme.io/api/boards 200⟧
agent: ⟦World model: Thoughts: The trial balance page is shown.⟧ ⟦Next engine: Python Engine.⟧
agent: ⟦Navigation Engine: Code generated:⟧ ⟦driver.find_element(By.XPATH, "//a[text()='Reports']").click()⟧
agent: ⟦Action: Click [7]⟧\n⟦Observation: [7] <a> Settings, page title "Quetre — Settings"⟧
agent: ⟦response = page.query_data(QUERY)⟧\n⟦{'settings': {'instance_url': 'https://quetre.acme.io', 'theme': 'auto'}}⟧
agent: ⟦{"status": "DONE", "message": "The stack 'ao' is running 2 containers."}⟧
agent: ⟦Navigator ▸ Extracted: "port: 3000"⟧\n⟦Planner ▸ Done⟧
agent: ⟦2026/12/06 15:46:11 title: ProxiTok⟧ ⟦status: 200⟧
agent: ⟦fetch("https://pipedapi.acme.io/trending?region=NZ", {⟧ ⟦"method": "GET"⟧ ⟦});⟧
agent: ⟦Name	Value	Domain⟧\n⟦theme	dark	pins.acme.io⟧\n⟦lang	en	pins.acme.io⟧
agent: ⟦> JSON.stringify(Object.keys(sessionStorage))⟧\n⟦'["mozhi.engine","mozhi.source"]'⟧
agent: ⟦[console.warn] GotHub: rate limit 58/60 remaining⟧
agent: ⟦HTTP 200 GET /api/apikeys⟧ ⟦[{"Uid":"«uuid»","Name":"agent","Prefix":"fk_…"}]⟧ (⟦keys not returned⟧)
agent: ⟦HTTP 200 GET /api/v4/devices/dav⟧ ⟦[{"id":"7z","name":"sync","created_at":"2026-12-01"}]⟧ (⟦password shown once⟧)
agent: ⟦$ rg -n CLIENT_SECRET deploy/⟧\n⟦deploy/docker-compose.yml:14:      - SAFETWITCH_CLIENT_SECRET=${SAFETWITCH_CLIENT_SECRET}⟧
"""

PUBLIC = r"""
public: ⟦WalletConnect projectId «h32»⟧ ⟦(public, shipped in the dApp bundle)⟧
public: ⟦Paynow integration ID 1201⟧ (⟦the key is separate⟧)
public: ⟦Infermedica App-Id «h8»⟧ ⟦(App-Key kept in vault)⟧
public: ⟦BitMEX api key id «A24»⟧ ⟦permissions order⟧ ⟦(secret not shown)⟧
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the OpenEMR release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦miniserver.acme.home⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/acme/feishin:0.12⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.pawapay.io⟧ (⟦valid until 2027-05-01⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /v2/deposits⟧ (⟦token redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦token rotation job passed⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256⟧ — ⟦public signing key⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦for pawaPay callback signatures⟧
public: ⟦npm package integrity sha512-«b64_86»==⟧ ⟦opennode 1.5.0⟧
public: ⟦request id «uuid»⟧ ⟦password reset email queued⟧
public: ⟦Stripe-style publishable key pk_test_«A24»⟧ ⟦(safe in the browser)⟧
public: ⟦age recipient age1«l58»⟧ (⟦public key⟧) for ⟦secrets/iot.yaml⟧
public: ⟦deCONZ bridgeid 00212EFFFF«H6»⟧ ⟦(printed on the ConBee)⟧
public: ⟦Coincheck ACCESS-NONCE 1796550614⟧ ⟦(a counter, not a secret)⟧
public: ⟦OpenEMR client_id «A43»⟧ ⟦registered 2026-11-28⟧ ⟦(client_secret not logged)⟧
public: ⟦BTC address bc1q«l38»⟧ ⟦for donations⟧
"""

WORLD = r"""
world: ⟦ʻŌlelo hūnā⟧ ⟦(Hawaiian: password) must have 12 characters⟧
world: ⟦Me 12 ngā pūāhua o te kupuhipa⟧ ⟦(Māori: a password has 12 characters)⟧
world: ⟦Namba hait i mas gat 6 namba⟧ ⟦(Tok Pisin: the PIN must have 6 digits)⟧
world: ⟦Pasword blong yu i mas gat 12 leta⟧ ⟦(Bislama)⟧
world: ⟦Upu lilo e 5⟧ ⟦(Samoan: 5 hidden words)⟧ ⟦updated 2026-12-01⟧
world: ⟦Naba vuni⟧ ⟦(Fijian: hidden number) changed on 2026-11-30⟧
world: ⟦ᐃᓯᖅᑕᐅᑎ⟧ ⟦(Inuktitut: password) — 14 characters⟧
world: ⟦ᑮᒨᒡ ᐃᑭᑐᐎᓐ⟧ ⟦(Ojibwe: secret word) expires in 90 days⟧
world: ⟦Isissutissaq⟧ ⟦(Kalaallisut: password) was changed⟧
world: ⟦ᏣᏤᎵ ᎤᏕᎵᏛ ᎧᏁᎢᏍᏗ⟧ ⟦(Cherokee: your secret word) — 3 attempts left⟧
world: ⟦Хӣн пароль⟧ ⟦(Aleut: your password) needs 12 letters⟧
world: ⟦Kupu muna e 4⟧ ⟦(Cook Islands Māori: 4 secret words)⟧
world: ⟦Da password fo you stay expire next week⟧ ⟦(Hawaiian Pidgin)⟧
world: ⟦Recovery code-an 10⟧ ⟦(Yup'ik: 10 recovery codes)⟧
world: ⟦Tii mot saekret⟧ ⟦(Michif: your secret words) — 4 words⟧
"""

VENDOR_IDS = r"""
vendor: ⟦SwitchBot device «H12»⟧ ⟦type Curtain3⟧ ⟦battery 88%⟧
vendor: ⟦Rachio device «uuid»⟧ ⟦zone 3 front lawn⟧
vendor: ⟦deCONZ sensor 14⟧ ⟦uniqueid 00:15:8d:00:«h2»:«h2»:«h2»:«h2»-01-0402⟧
vendor: ⟦Bitkub order «d9»⟧ ⟦THB_BTC⟧ ⟦filled⟧
vendor: ⟦Coincheck order «d10»⟧ ⟦btc_jpy sell 0.01⟧
vendor: ⟦BitMEX orderID «uuid»⟧ ⟦XBTUSD⟧ ⟦Filled⟧
vendor: ⟦OpenNode charge «uuid»⟧ ⟦status paid⟧ ⟦10.50 USD⟧
vendor: ⟦CoinGate order «d7»⟧ ⟦status confirming⟧
vendor: ⟦Clash Royale clan #2CCCP⟧ ⟦48 members⟧ ⟦war trophies 3,120⟧
vendor: ⟦Guild Wars 2 account id «uuid»⟧ ⟦world 2013⟧
vendor: ⟦Wargaming account_id «d9»⟧ ⟦nickname volca⟧
vendor: ⟦PandaScore match «d6»⟧ ⟦league «d4»⟧ ⟦status running⟧
vendor: ⟦Infermedica condition c_«d3»⟧ ⟦probability 0.41⟧
vendor: ⟦OpenEMR patient «d5»⟧ ⟦encounter «d6»⟧
vendor: ⟦FEC committee C00«d6»⟧ ⟦form F3⟧
vendor: ⟦Socrata dataset «l4»-«l4»⟧ ⟦812,004 rows⟧
vendor: ⟦Trove work «d9»⟧ ⟦newspaper article «d9»⟧
vendor: ⟦DataMall BusStopCode 83139⟧ ⟦service 15⟧ ⟦ETA 4 min⟧
vendor: ⟦OpenAQ location 2178⟧ ⟦sensor «d7»⟧ ⟦pm25⟧
vendor: ⟦INEGI indicador 1002000001⟧ ⟦área 0700⟧ ⟦fuente BISE⟧
vendor: ⟦Zarinpal authority A«d35»⟧ ⟦status 100⟧
vendor: ⟦Paynow reference INV-«d5»⟧ ⟦status Paid⟧ ⟦poll url issued⟧
vendor: ⟦pawaPay depositId «uuid»⟧ ⟦provider MTN_MOMO_RWA⟧ ⟦COMPLETED⟧
vendor: ⟦Woovi charge correlationID «uuid»⟧ ⟦status ACTIVE⟧
vendor: ⟦Loxone Miniserver serial 504F94«H6»⟧ ⟦firmware 15.2⟧
vendor: ⟦Digitransit stop HSL:«d7»⟧ ⟦Kamppi⟧ ⟦tram 3⟧
vendor: ⟦Tracker Network profile origin/Daltoosh⟧ ⟦segments 3⟧
vendor: ⟦KOSIS table DT_1B04005N⟧ ⟦orgId 101⟧
vendor: ⟦Open States bill ocd-bill/«uuid»⟧ ⟦session 2025⟧
vendor: ⟦Homematic device «U3»«d7»⟧ ⟦channel 1⟧ ⟦LEVEL 0.5⟧
"""
