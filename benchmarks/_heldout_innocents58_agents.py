"""Innocent set 58: browser-agent output with no secret, public ids beside credential words,
set 58's languages and public ids of set 58's vendors.

``AGENT``: the tool shapes set 58's secrets used, holding nothing secret: chrome-devtools-mcp
``evaluate_script`` and ``list_console_messages``, Midscene.js, WebdriverIO and chromedriver
logs, Crawl4AI lines, agent-browser, Jina Reader, MultiOn, Notte and Airtop results, DevTools
"Copy as cURL" without credentials, and HTTP tool responses listing keys by id, name and
prefix only. ``PUBLIC``: values public by design beside credential words (key ids,
fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 58's African-language words for recovery codes, passphrases, PINs, passwords,
API keys and tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``:
public ids of set 58's vendors (account ids, project ids, zone ids, sender ids, regions).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦● chrome-devtools - evaluate_script (MCP)⟧ ⟦returned: "Acme Console – Settings"⟧
agent: ⟦# list_console_messages response⟧ ⟦msgid=1 [log] build 2026.12.6-«h7»⟧
agent: ⟦[midscene] aiQuery("the order total")⟧ → ⟦{"total":"€41.90"}⟧
agent: ⟦[midscene] aiAssert("the cart has 3 items")⟧ ⟦✓ passed⟧
agent: ⟦[0-0] INFO webdriver: COMMAND navigateTo("https://shop.acme.io/login")⟧
agent: ⟦[0-0] INFO webdriver: RESULT null⟧ ⟦(1 passing, 2.4s)⟧
agent: ⟦[INFO]: [«h12»] COMMAND GetTitle⟧ ⟦RESPONSE GetTitle "Orders"⟧
agent: ⟦[FETCH]... ↓ https://docs.acme.io/api/keys⟧ ⟦| ✓ | ⏱: 0.88s⟧
agent: ⟦[SCRAPE].. ◆ https://docs.acme.io/api/keys⟧ ⟦| ✓ | ⏱: 0.03s⟧
agent: ⟦$ agent-browser snapshot -i⟧\n⟦- textbox "Password" [ref=e3]⟧\n⟦- button "Sign in" [ref=e4]⟧
agent: ⟦$ agent-browser get title⟧\n⟦"API tokens – Acme"⟧
agent: ⟦Title: How to rotate an API key⟧\n\n⟦URL Source: https://docs.acme.io/rotate⟧
agent: ⟦{"status": "CONTINUE", "url": "https://billing.acme.io/"}⟧ ⟦(MultiOn step 3)⟧
agent: ⟦🧠 step 2 | observation: the login form asks for email and password⟧
agent: ⟦{"data":{"modelResponse":"The page lists 4 API keys by name only."}}⟧
agent: ⟦curl 'https://api.acme.io/v2/health'⟧ ⟦-H 'accept: application/json'⟧
agent: ⟦HTTP 200 GET /api/keys⟧ ⟦[{"id":"key_«l12»","name":"ci","prefix":"sk_live_«l4»"}]⟧
agent: ⟦HTTP 201 POST /api/keys/rotate⟧ ⟦{"id":"key_«l12»","rotated_at":"2026-12-06T22:30:00Z"}⟧
agent: ⟦$ rg -n 'accessKey' browserstack.yml⟧ ⟦3:accessKey: ${BROWSERSTACK_ACCESS_KEY}⟧
agent: ⟦[0-0] Error: element ("#password") still not displayed after 5000ms⟧
agent: ⟦[1765059801.220][INFO]: [«h12»] RESPONSE AddCookie⟧ ⟦(no value logged)⟧
agent: ⟦[midscene] aiAction plan: Tap { locate: "Sign in" }⟧ ⟦✓⟧
agent: ⟦BrowserConfig(browser_type='chromium', headless=True)⟧ ⟦viewport 1280x720⟧
agent: ⟦$ agent-browser state save auth.json⟧ ⟦saved 2 origins⟧
agent: ⟦● chrome-devtools - list_console_messages (MCP)⟧ ⟦0 errors, 3 warnings⟧
agent: ⟦[0-0] INFO webdriver: COMMAND getTitle()⟧ ⟦RESULT "Sign in – Acme"⟧
agent: ⟦[ERROR]... × https://staging.acme.io/⟧ ⟦Error: net::ERR_NAME_NOT_RESOLVED⟧
agent: ⟦HTTP 200 GET /api/v1/user/list⟧ ⟦{"code":0,"data":{"list":[{"user_id":"«l6»"}]}}⟧
agent: ⟦$ ag accessKey wdio.conf.js⟧ ⟦12:    accessKey: process.env.SAUCE_ACCESS_KEY,⟧
agent: ⟦$ git diff wdio.conf.js⟧ ⟦-  maxInstances: 5⟧ ⟦+  maxInstances: 10⟧
"""

PUBLIC = r"""
public: ⟦key id 5e1d02c4-77a8-4b0f-b1d3-0c9e6a2f4d18⟧ ⟦(Constellix API key id, public)⟧
public: ⟦SHA256:«b64_43»⟧ ⟦ssh-ed25519 host key fingerprint⟧
public: ⟦access key id J7Q2ZB8WD4MXK1RA6TEH⟧ ⟦secret key not shown⟧
public: ⟦cert serial «H32»⟧ ⟦issuer R11⟧ ⟦expires 2027-03-06⟧
public: ⟦sha256 «h64»⟧ ⟦chromedriver_linux64.zip⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh ok⟧
public: ⟦build «d7»⟧ ⟦commit «h40»⟧ ⟦password reset page deployed⟧
public: ⟦JWKS kid «l10»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦for security@acme.io⟧
public: ⟦application_credential_id «h32»⟧ ⟦(the secret is separate)⟧
public: ⟦Telerivet contact id CT«h16»⟧ ⟦not a key⟧
public: ⟦public key age1«l58»⟧ ⟦(sops recipient)⟧
public: ⟦request id rq-«l8»⟧ ⟦API key accepted⟧
public: ⟦OAuth client_id «uuid»⟧ ⟦redirect https://acme.io/cb⟧
public: ⟦x5t#S256 «b64_43»⟧ ⟦certificate thumbprint⟧
public: ⟦DKIM selector s1._domainkey.acme.io⟧ ⟦p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧ ⟦(public key)⟧
public: ⟦DS record 2371 13 2 «H64»⟧ ⟦for acme.nl⟧
public: ⟦chromedriver 131.0.6778.«d3»⟧ ⟦sha256 «h64»⟧
public: ⟦span «h16»⟧ ⟦parent «h16»⟧ ⟦name POST /api/keys/rotate⟧
public: ⟦image digest sha256:«h64»⟧ ⟦tag wdio-runner:9.4⟧
public: ⟦key fingerprint «H16»⟧ ⟦(GPG subkey, signing)⟧
public: ⟦certificate serial 04:«H30»⟧ ⟦CN=api.acme.io⟧
public: ⟦git commit «h40»⟧ ⟦"rotate ClouDNS API password"⟧
public: ⟦Access Key ID AKIA«U16»⟧ ⟦created 2026-12-01⟧ ⟦status Active⟧
public: ⟦webhook id wh_«l16»⟧ ⟦signing secret rotated⟧
"""

WORLD = r"""
world: ⟦Ijambobanga⟧ rigomba kuba ⟦nibura inyuguti 12⟧
world: ⟦Umubare w'ibanga⟧ ⟦ugizwe n'imibare 5⟧
world: ⟦Iphasiwedi⟧ yakho iphelelwa ⟦ngomhla ka-2027-01-31⟧
world: ⟦Ọ̀rọ̀ aṣínà⟧ gbọ́dọ̀ ní ⟦ó kéré tán àmì 12⟧
world: ⟦Okwuntughe⟧ ⟦agbanwela 3 ụbọchị gara aga⟧
world: ⟦Kalmar sirri⟧ ⟦ta canza a 2026-12-01⟧
world: ⟦Nenosiri⟧ lazima liwe na ⟦herufi 12⟧; ⟦msimbo wa kurejesha⟧ ⟦10 zimetolewa⟧
world: ⟦Furaha sirta⟧ ⟦waa in la beddelo 90 maalmood kasta⟧
world: ⟦Jecha icciitii⟧ ⟦guyyaa 90 keessatti jijjiiramu qaba⟧
world: ⟦መሕለፊ ቃል⟧ ⟦ብ 12 ፊደላት⟧
world: ⟦የመልሶ ማግኛ ኮድ⟧ ⟦10 ኮዶች ተፈጥረዋል⟧
world: ⟦Tenimiafina⟧ ⟦novaina tamin'ny 2026-11-20⟧
world: ⟦Mawu achinsinsi⟧ ⟦asinthidwa masiku 30 apitawo⟧
world: ⟦Phasewete⟧ ⟦e fetoga ka 2027-02-28⟧
world: ⟦Ufunguo wa API⟧ ⟦«l8» umezimwa⟧ (⟦jina: ci⟧)
world: ⟦Kaulisiri⟧ ⟦lazima iwe na maneno 6⟧
world: ⟦Ikhodi yokubuyisela⟧ ⟦10 zenziwe ngo-2026-12-06⟧
world: ⟦Nọ́mbà àṣírí⟧ ⟦gbọ́dọ̀ jẹ́ nọ́mbà 6⟧
world: ⟦Maɓallin API⟧ ⟦an soke shi a 2026-11-30⟧
world: ⟦የይለፍ ቃል⟧ ⟦ቢያንስ 12 ቁምፊዎች⟧
world: ⟦Lefoko la sephiri⟧ ⟦le fetotswe malatsi a 14 a a fetileng⟧
world: ⟦Nhamba yakavanzika⟧ ⟦ine manhamba 4 kusvika 8⟧
world: ⟦Konngol sirru⟧ ⟦waylaama 2026-10-02⟧
world: ⟦Mo-de-pas⟧ ⟦bizin ena 12 karakter⟧
world: ⟦Your password⟧ ⟦don expire since 2026-11-01⟧ (⟦Naija⟧)
"""

VENDOR_IDS = r"""
vendor: ⟦ClouDNS auth-id 31894⟧ ⟦zone shop.acme.io⟧ ⟦12 records⟧
vendor: ⟦Constellix domain «d6»⟧ ⟦TTL 120⟧
vendor: ⟦FreeClimb account AC«h40»⟧ ⟦(account id, public)⟧
vendor: ⟦Telerivet project PJ«h16»⟧ ⟦route PN«h16»⟧
vendor: ⟦TransIP domain acme.nl⟧ ⟦DNSSEC on⟧ ⟦expires 2027-05-01⟧
vendor: ⟦INWX OT&E⟧ ⟦svTRID «d8»-«h8»⟧
vendor: ⟦QuickBlox app «d5»⟧ ⟦chat enabled⟧
vendor: ⟦Outscale region eu-west-2⟧ ⟦VM i-«h8»⟧
vendor: ⟦QingCloud zone pek3⟧ ⟦instance i-«l8»⟧
vendor: ⟦LunaNode VM «uuid»⟧ ⟦region toronto⟧
vendor: ⟦OpenNebula VM «d4»⟧ ⟦state RUNNING⟧
vendor: ⟦FireText sender ACMEVETS⟧ ⟦credits 4,210⟧
vendor: ⟦LINK Mobility platformPartnerId 18044⟧ ⟦platformId COMMON_API⟧
vendor: ⟦Cellcast message id «h24»⟧ ⟦status DELIVRD⟧
vendor: ⟦CallFire campaign «d11»⟧ ⟦27 texts sent⟧
vendor: ⟦Infoblox grid master gm.corp.acme.io⟧ ⟦WAPI 2.13.4⟧
vendor: ⟦Whispir workspace «d5»⟧ ⟦region AU⟧
vendor: ⟦Leafcloud region europe-nl⟧ ⟦project «h32»⟧
vendor: ⟦Xoxzo msgid «h32»⟧ ⟦status DELIVERED⟧
vendor: ⟦Lleida.net request «d10»⟧ ⟦credit 312.40⟧
vendor: ⟦Fermyon app orders⟧ ⟦version «d3»⟧ ⟦2 variables⟧
vendor: ⟦Wasmer app acme-shop⟧ ⟦deployed «h8»⟧
vendor: ⟦Telerivet message SM«h16»⟧ ⟦status sent⟧
vendor: ⟦CDNetworks purge «d9»⟧ ⟦3 URLs⟧
vendor: ⟦Xelion user 1005⟧ ⟦status available⟧
"""
