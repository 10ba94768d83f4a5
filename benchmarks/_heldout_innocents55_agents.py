"""Innocent set 55: computer-use agent output with no secret, public ids beside credential
words, set 55's languages and public ids of set 55's vendors.

``AGENT``: the tool shapes set 55's secrets used, holding nothing secret: UI-TARS desktop's
Thought / Action, Bytebot's ``computer_*`` calls, Windows-MCP's State-Tool and
Clipboard-Tool, Peekaboo's ``see`` map, droidrun's ``get_state`` and ``uiautomator dump``,
OpenAdapt's ``ActionEvent`` / ``WindowEvent``, pywinauto, AT-SPI, macOS AX attributes,
xdotool, wmctrl, xprop, pbpaste, wl-paste, Get-Clipboard, tesseract and Text Extractor OCR,
OmniParser, AppAgent, Mobile-Agent, Nova Act, Project Mariner, Claude for Chrome, Fellou,
Agent-TARS and password managers' autofill logs that name fields and items but no value
(masked fields, bullets, lengths). ``PUBLIC``: values public by design beside credential
words (key ids, fingerprints, digests, public keys, certificate serials, build, trace and
span ids). ``WORLD``: set 55's words for recovery codes, passphrases, PINs, passwords, API
keys and tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public
ids of set 55's vendors (client ids, store ids, app ids, extension ids, account SIDs that
are user names, publishable keys).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Thought: The router login page is open.⟧ ⟦Action: click(start_box='(412,288)')⟧
agent: ⟦Action: type(content='admin')⟧ ⟦Observation: username field filled⟧
agent: ⟦Action: hotkey(key='ctrl l')⟧ ⟦Action: type(content='http://192.168.1.1/wireless.html')⟧
agent: ⟦Action: finished(content='Guest network enabled')⟧ (⟦SSID Acme-Guest⟧)
agent: ⟦tool_use computer_screenshot {}⟧ ⟦tool_result: image 1280×800⟧
agent: ⟦tool_use computer_click_mouse {"coordinates":{"x":640,"y":412}}⟧ ⟦tool_result: clicked "Sign in"⟧
agent: ⟦tool_use computer_type_text {"text": "ops@acme.io"}⟧ ⟦typed 11 characters into "Email"⟧
agent: ⟦tool_use computer_type_text {"isSensitive": true}⟧ ⟦typed 14 characters into "Password" (value withheld)⟧
agent: ⟦Focused App: Remote Desktop Connection⟧ ⟦Label 7 | ControlType: Edit | Name: "Password" | Value: "••••••••••••"⟧
agent: ⟦Clipboard-Tool(mode='get')⟧ ⟦Clipboard content: "rdp-gw.acme.local"⟧
agent: ⟦Powershell-Tool(command='Get-Service AcmeAgent')⟧ ⟦Status Code: 0⟧ ⟦Running  AcmeAgent⟧
agent: ⟦{"id":"T2","role":"AXSecureTextField","label":"Password","value":"••••••••"}⟧
agent: ⟦peekaboo type "admin" --return⟧ ⟦✅ Typed 5 characters and pressed Return⟧
agent: ⟦peekaboo image --app Terminal --analyze⟧ ⟦The last line reads: Build succeeded in 42.1s⟧
agent: ⟦get_state()⟧ ⟦{"className":"EditText","text":"","password":true,"resourceId":"io.acme.bank:id/pin"}⟧
agent: ⟦<node index="2" text="" resource-id="io.acme.mail:id/password" password="true"⟧ ⟦bounds="[48,812][1032,944]"⟧
agent: ⟦input_text(text="Yakutsk", index=3)⟧ ⟦Text input completed: Yakutsk⟧
agent: ⟦ActionEvent(name='click', mouse_x=412.0, mouse_y=288.0)⟧ ⟦window_event=WindowEvent(title='Sign in – Acme VPN')⟧
agent: ⟦ActionEvent(name='type', text='<redacted 14 chars>')⟧ ⟦canonical_text=None⟧
agent: ⟦WindowEvent(title='Reset password – id.acme.io – Mozilla Firefox', width=1440, height=875)⟧
agent: ⟦Edit - 'erp-admin'⟧ ⟦['Edit1', 'User nameEdit']⟧ ⟦Edit - ''⟧ ⟦['Edit2', 'PasswordEdit']⟧
agent: ⟦[password text | Password] text='●●●●●●●●●●'⟧ ⟦[push button | Unlock]⟧
agent: ⟦AXRole: AXSecureTextField⟧ ⟦AXValue: ••••••••••⟧ ⟦AXFocused: true⟧
agent: ⟦xdotool search --name 'Acme VPN' windowactivate --sync⟧ ⟦xdotool key Return⟧
agent: ⟦0x04200007  0 ws-7 Sign in – app.acme.io – Chromium⟧
agent: ⟦_NET_WM_NAME(UTF8_STRING) = "Shared vault – share.acme.io – Firefox"⟧
agent: ⟦$ pbpaste | wc -c⟧ ⟦      42⟧ (⟦length only⟧)
agent: ⟦$ wl-paste --list-types⟧ ⟦text/plain;charset=utf-8⟧ ⟦UTF8_STRING⟧
agent: ⟦PS C:\> Get-Clipboard⟧ ⟦\\fs01\share\reports\2026-Q4.xlsx⟧
agent: ⟦Backup codes⟧ ⟦Keep these somewhere safe. Each code works once.⟧ ⟦1. •••• ••••⟧
agent: ⟦[Text Extractor]⟧ ⟦Adobe Admin Console — License assigned to 14 users⟧
agent: ⟦Text Box ID 1: Personal access token (classic)⟧ ⟦Text Box ID 2: ghp_••••••••⟧ ⟦Icon Box ID 3: copy⟧
agent: ⟦Action: text("Acme-Hotspot")⟧ ⟦Observation: the hotspot name is set⟧
agent: ⟦### Operation ###⟧ ⟦Open the verification screen⟧ ⟦### Status ###⟧ ⟦Success⟧
agent: ⟦act("open the billing page and download the December invoice")⟧ ⟦agentClick("<box>212,44,236,180</box>")⟧
agent: ⟦Step 6 of 9⟧ · ⟦Clicked "Regenerate" on dashboard.acme.io/settings/integrations⟧
agent: ⟦form_input(ref="ref_14", value="Yakutsk")⟧ ⟦Set value of field "City"⟧
agent: ⟦{"type":"tool_call","name":"browser_click","arguments":{"selector":"#save"}}⟧
agent: ⟦[NordPass] autofill: matched item "Acme Jira"⟧ ⟦filled 2 fields (username, password)⟧
agent: ⟦RoboForm 9.6: Fill & Submit "Acme Payroll"⟧ ⟦2 fields filled⟧ ⟦password masked⟧
"""

PUBLIC = r"""
public: ⟦Iframely key (md5 of API key) is checked against allowed origins⟧ ⟦origin https://blog.acme.io⟧
public: ⟦Chrome extension id «l32»⟧ ⟦public key fingerprint SHA256:«b64_43»⟧
public: ⟦AMO add-on GUID {«uuid»}⟧ ⟦signed XPI sha256 «h64»⟧
public: ⟦Open VSX namespace acme⟧ ⟦VSIX sha256 «h64»⟧
public: ⟦RuStore key id «d6»⟧ ⟦public key SHA-256 «H64»⟧
public: ⟦F-Droid repo fingerprint «H64»⟧ ⟦repo_keyalias acme-repo⟧
public: ⟦Meta Quest app id «d16»⟧ ⟦build «d9»⟧ ⟦channel ALPHA⟧
public: ⟦LoyaltyLion site token «h32»⟧ (⟦public, used by loyaltylion.init⟧)
public: ⟦LeadDyno public key «h40»⟧ (⟦LeadDyno.key in the page⟧)
public: ⟦Commerce.js public key pk_«h49»⟧ ⟦safe for the browser⟧
public: ⟦Unleashed api-auth-id «uuid»⟧ ⟦api-auth-signature computed per request⟧
public: ⟦X-Amz-Signature-free export URL⟧ ⟦ETag "«h32»"⟧
public: ⟦OpenTelemetry trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦service rally-sync⟧
public: ⟦GitHub Actions run «d10»⟧ ⟦commit «h40»⟧ ⟦secret STATUS: masked⟧
public: ⟦TLS certificate serial «H32»⟧ ⟦SHA-1 fingerprint «H40»⟧
public: ⟦SSH host key ED25519 SHA256:«b64_43»⟧ ⟦for 127.0.0.1⟧
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧ ⟦uid releases@acme.io⟧
public: ⟦webhook signing key id whsec_id_«l12»⟧ ⟦algorithm HMAC-SHA256⟧ ⟦value not shown⟧
public: ⟦docker image digest sha256:«h64»⟧ ⟦tag 4.2.1⟧
public: ⟦npm integrity sha512-«b64_86»==⟧ ⟦package @acme/loyalty⟧
public: ⟦Xirsys channel meetings⟧ ⟦TURN username «d10»:acme⟧ ⟦ttl 86400⟧
public: ⟦OK.ru application id «d9»⟧ ⟦application public key «U17»⟧
public: ⟦Untappd client_id «H40»⟧ (⟦sent with every request⟧)
public: ⟦impact.com Account SID IR«A29»⟧ (⟦the user name⟧)
public: ⟦Restream client id «uuid»⟧ ⟦redirect_uri https://app.acme.io/cb⟧
"""

WORLD = r"""
world: ⟦кистэлэҥ тыл⟧ ⟦must be 8 characters or more⟧ (⟦Sakha⟧)
world: ⟦нюуса үгэ⟧ ⟦changed 3 days ago⟧ (⟦Buryat⟧)
world: ⟦чажыт сөс⟧ ⟦expires 2027-01-31⟧ (⟦Tuvan⟧)
world: ⟦серһүҙ⟧ ⟦5 attempts left⟧ (⟦Bashkir⟧)
world: ⟦вăрттăн сăмах⟧ ⟦reset link sent⟧ (⟦Chuvash⟧)
world: ⟦нууц үг⟧ ⟦required for 2 devices⟧ (⟦Kalmyk⟧)
world: ⟦къайладош⟧ ⟦changed by admin on 2026-11-02⟧ (⟦Chechen⟧)
world: ⟦сусæг дзырд⟧ ⟦minimum 12 characters⟧ (⟦Ossetian⟧)
world: ⟦salasana⟧ ⟦vaihdettu 2026-12-01⟧ (⟦Karelian⟧)
world: ⟦peitsana⟧ ⟦24 časud⟧ (⟦Veps⟧)
world: ⟦مەخپىي نومۇر⟧ ⟦6 خانە⟧ (⟦Uyghur⟧)
world: ⟦پارول⟧ ⟦ئۆزگەرتىلدى⟧ (⟦Uyghur⟧)
world: ⟦мима⟧ ⟦6 знак⟧ (⟦Dungan⟧)
world: ⟦рамз⟧ ⟦5 кӯшиш⟧ (⟦Yaghnobi⟧)
world: ⟦PIN-код⟧ ⟦6 цифр⟧ ⟦Komi-Permyak form⟧
world: ⟦API күлүүһэ⟧ ⟦3 keys active⟧ (⟦Sakha⟧)
world: ⟦API асҡысы⟧ ⟦rotated monthly⟧ (⟦Bashkir⟧)
world: ⟦API ачкыш⟧ ⟦revoked 2026-10-10⟧ (⟦Southern Altai⟧)
world: ⟦Ingush recovery code⟧ ⟦10 codes, 2 used⟧
world: ⟦Koryo-mar пимиль понхо⟧ ⟦4 digits minimum⟧
world: ⟦Bukharan רמז⟧ ⟦policy: 12 letters⟧
world: ⟦Nivkh код⟧ ⟦SMS in 60 s⟧
world: ⟦Nanai пароль⟧ ⟦changed yesterday⟧
world: ⟦Hill Mari шалахы код⟧ ⟦valid 10 minutes⟧
world: ⟦Karachay-Balkar джашырын сёз⟧ ⟦do not share⟧
"""

VENDOR_IDS = r"""
vendor ids: ⟦CDN77 resource «d5»⟧ ⟦CNAME «d10».rsc.cdn77.org⟧
vendor ids: ⟦FastPix media id «uuid»⟧ ⟦playback id «A24»⟧
vendor ids: ⟦Iframely content id «A6»⟧ ⟦provider vimeo⟧
vendor ids: ⟦Listen Notes podcast id «h32»⟧ ⟦episode «h32»⟧
vendor ids: ⟦OvenMediaEngine app live⟧ ⟦stream «l8»⟧ ⟦port 3333⟧
vendor ids: ⟦Restream channel «d8»⟧ ⟦platform YouTube⟧
vendor ids: ⟦OK.ru group «d14»⟧ ⟦topic «d15»⟧
vendor ids: ⟦Untappd beer «d6»⟧ ⟦brewery «d5»⟧ ⟦checkin «d10»⟧
vendor ids: ⟦CJ publisher «d7»⟧ ⟦advertiser «d7»⟧
vendor ids: ⟦FirstPromoter account acc_«l8»⟧ ⟦promoter «d6»⟧
vendor ids: ⟦CS-Cart order «d6»⟧ ⟦company_id 3⟧
vendor ids: ⟦Commerce Layer organization acme-eu⟧ ⟦client id «A43»⟧ (⟦sales channel, public⟧)
vendor ids: ⟦Foxy store «d6»⟧ ⟦client_id client_«d4»⟧
vendor ids: ⟦Order Desk store id «d5»⟧ ⟦folder «d6»⟧
vendor ids: ⟦Chrome Web Store item «l32»⟧ ⟦OAuth client «d12»-«l32».apps.googleusercontent.com⟧
vendor ids: ⟦AMO user:«d8»:«d3»⟧ (⟦the JWT issuer, not the secret⟧)
vendor ids: ⟦RuStore app com.acme.app⟧ ⟦version id «d6»⟧
vendor ids: ⟦LoyaltyLion merchant «d5»⟧ ⟦customer «d7»⟧
vendor ids: ⟦LeadDyno affiliate code «l8»⟧ ⟦visitor «d9»⟧
vendor ids: ⟦Lengow account «d4»⟧ ⟦feed «d6»⟧
vendor ids: ⟦Fourthwall order ord_«A4»⟧ ⟦shop acme-merch⟧
vendor ids: ⟦Conviva session «d10»⟧ ⟦viewer «uuid»⟧
vendor ids: ⟦Flowplayer player «uuid»⟧ ⟦workspace «uuid»⟧
vendor ids: ⟦Instacart retailer «d4»⟧ ⟦shopping list «uuid»⟧
vendor ids: ⟦ONE store product com.acme.app.coins_100⟧ ⟦purchase «d18»⟧
"""
