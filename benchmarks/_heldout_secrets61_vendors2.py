"""Held-out set 61: more vendors of set 61's share whose formats are remembered, not looked
up (or looked up without a page that gave the format: Socotra, Skribble, Penneo, Zywave).

Each name was grepped for (case-insensitive, fixed string) in every earlier
``benchmarks/*heldout*`` file and matched none: Socotra, Skribble, Penneo, Zywave,
Vertafore, Guidewire, Lemonade, Cowbell, At-Bay, Corvus, HawkSoft, Rightmove, Hemnet,
Propertyware, Stessa, Baselane, RentRedi, Latchel, wefox, Getsafe, Inshur, Wakam, Cytora,
Zego, Sympa, Papaya Global, Insurify, Fenris, Reonomy, ShowingTime, Namirial and InfoCert.
Shapes as remembered (prefixes, lengths and header names may differ from the vendors' own):
TOML, INI, XML, HCL, Java properties, C#, Java, Swift, Rust, PHP, httpie, SDK exceptions,
debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
socotra auth ¦ Socotra /account/authenticate response (as remembered) ¦ eyJhbGciOiJIUzUxMiJ9.{u110}.{u86} ¦ $ http POST https://api.sandbox.socotra.com/account/authenticate username=alice.admin password=… hostName=acme-insure-configeditor.co.sandbox.socotra.com\n{"authorizationToken": "{t}", "expiresTimestamp": "1796601600000"}
socotra password ¦ Socotra tenant login password in a TOML deploy config (as remembered) ¦ {p} ¦ [socotra]\nhost = "acme-insure-configeditor.co.sandbox.socotra.com"\nusername = "alice.admin"\npassword = "{t}"
skribble login ¦ Skribble API v2 login with an api-key (search gave no page; as remembered) ¦ {u64} ¦ POST https://api.skribble.com/v2/access/login\n{"username": "api_acme_7f3c", "api-key": "{t}"}\n← 401
penneo wsse ¦ Penneo API key and secret in a PHP SDK call (search gave no page; as remembered) ¦ {A40} ¦ ApiConnector::initialize('a9c31e7f5d2b4086', '{t}', 'https://sandbox.penneo.com/api/v3/');\n// Penneo\\SDK\\Exception: 401 WSSE authentication failed
zywave client ¦ Zywave API client credentials in appsettings (search found only an npm client; as remembered) ¦ {A48} ¦ <add key="Zywave:ClientId" value="zw-broker-portal" />\n<add key="Zywave:ClientSecret" value="{t}" />
vertafore ams360 ¦ Vertafore AMS360 web service login in a SOAP header (as remembered) ¦ {p} ¦ <soap:Header>\n  <WSAPIAuthToken xmlns="http://www.WSAPI.AMS360.com/v3.0">\n    <AgencyNo>73340</AgencyNo><LoginId>apiuser</LoginId><Password>{t}</Password>\n  </WSAPIAuthToken>\n</soap:Header>
vertafore hcl ¦ Vertafore token in a Terraform variable default ¦ {A40} ¦ variable "vertafore_api_token" {\n  type    = string\n  default = "{t}"\n}
guidewire properties ¦ Guidewire PolicyCenter integration user password in a properties file (as remembered) ¦ {p} ¦ gw.pc.integration.url=https://pc.acme-mutual.internal/pc/ws\ngw.pc.integration.user=su_integration\ngw.pc.integration.password={t}
guidewire cloud ¦ Guidewire Cloud API client secret for an Okta client credentials grant ¦ {u40} ¦ 2026-12-07T01:51:33Z DEBUG gwcp.auth POST https://guidewire-hub.okta.com/oauth2/aus11vix3uKEpIfSI357/v1/token client_id=0oa8x2kw1vQ7 client_secret={t} scope=pc.service
lemonade partner ¦ Lemonade partner API key in a Swift constant (as remembered) ¦ lmnd_{A32} ¦ enum Secrets {\n    static let lemonadePartnerKey = "{t}"\n}
cowbell client ¦ Cowbell Cyber API client secret in .env (as remembered) ¦ {A48} ¦ COWBELL_CLIENT_ID=cb_app_4471\nCOWBELL_CLIENT_SECRET={t}\nCOWBELL_API=https://api.cowbellcyber.ai
atbay token ¦ At-Bay broker API token in an httpie call (as remembered) ¦ {h48} ¦ $ http GET https://api.at-bay.com/v1/quotes/QT-88412 "Authorization:Token {t}"\nHTTP/1.1 403 Forbidden
corvus apikey ¦ Corvus Insurance API key in a Java builder (as remembered) ¦ {A36} ¦ CorvusClient client = CorvusClient.builder()\n    .apiKey("{t}")\n    .environment(Environment.UAT)\n    .build();
hawksoft partner ¦ HawkSoft partner API Basic credentials in a C# HttpClient (as remembered) ¦ {b44} ¦ client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", "{t}");\n// System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).
rightmove cert ¦ Rightmove Real Time Datafeed client certificate passphrase (as remembered) ¦ {p} ¦ rtdf:\n  network_id: 14452\n  branch_id: 88120\n  cert: /etc/rtdf/acme-lettings.p12\n  cert_passphrase: {t}
hemnet token ¦ Hemnet listing API token in a Rust reqwest call (as remembered) ¦ {A40} ¦ let res = client.post("https://api.hemnet.se/v1/listings")\n    .bearer_auth("{t}")\n    .send().await?;\n// Error: reqwest::Error { kind: Status(401) }
propertyware soap ¦ Propertyware SOAP API login in a PHP SoapClient (as remembered) ¦ {p} ¦ $client = new SoapClient('https://app.propertyware.com/pw/services/PWServices?wsdl', ['login' => 'api@acmepm.com', 'password' => '{t}']);\nSoapFault: Authentication failed
stessa session ¦ Stessa session cookie copied from a browser into a script (as remembered) ¦ {u64} ¦ $ curl 'https://www.stessa.com/api/v1/properties' -H 'cookie: _stessa_session={t}; ajs_user_id=2201874'
baselane webhook ¦ Baselane webhook signing secret in a Kubernetes Secret (as remembered) ¦ whsec_{A32} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: baselane-hooks\nstringData:\n  BASELANE_WEBHOOK_SECRET: {t}
rentredi key ¦ RentRedi partner API key in INI (as remembered) ¦ {h40} ¦ [rentredi]\nendpoint = https://api.rentredi.com/partner/v1\napi_key = {t}
latchel secret ¦ Latchel API secret in a GitHub Actions step (as remembered) ¦ {A40} ¦ - name: Sync work orders\n  run: python sync_latchel.py\n  env:\n    LATCHEL_API_KEY: ltch_pub_4d1e\n    LATCHEL_API_SECRET: {t}
wefox partner ¦ wefox partner API credentials in a Python dict (as remembered) ¦ {A40} ¦ WEFOX = {"base_url": "https://partner.wefox.com/api", "client_id": "acme-broker", "client_secret": "{t}"}
getsafe token ¦ Getsafe partner bearer in a debug log (as remembered) ¦ {u48} ¦ DEBUG urllib3.connectionpool https://partner-api.getsafe.de:443 "POST /v1/offers HTTP/1.1" 401\nDEBUG request headers: {'Authorization': 'Bearer {t}', 'Accept': 'application/json'}
inshur key ¦ INSHUR fleet API key as an x-api-key header (as remembered) ¦ {A40} ¦ > POST /v2/policies/quote HTTP/2\n> host: api.inshur.com\n> x-api-key: {t}\n< HTTP/2 403
wakam secret ¦ Wakam API client secret in a .NET user-secrets list (as remembered) ¦ {A44} ¦ $ dotnet user-secrets list\nWakam:ClientId = acme-embedded\nWakam:ClientSecret = {t}
cytora token ¦ Cytora API token in a Jupyter cell output (as remembered) ¦ {h64} ¦ In [3]: os.environ["CYTORA_API_TOKEN"]\nOut[3]: '{t}'
zego key ¦ Zego driver API key in a Kotlin BuildConfig field (as remembered) ¦ {A36} ¦ buildConfigField("String", "ZEGO_API_KEY", "\"{t}\"")
sympa oauth ¦ Sympa HR API client secret in a PowerShell script (as remembered) ¦ {A40} ¦ $body = @{ grant_type = 'client_credentials'; client_id = 'sympa-int-fi'; client_secret = '{t}' }\nInvoke-RestMethod -Method Post -Uri https://api.sympahr.net/oauth/token -Body $body
papaya token ¦ Papaya Global payroll API token in a .netrc (as remembered) ¦ {A48} ¦ machine api.papayaglobal.com\n  login svc-payroll\n  password {t}
insurify key ¦ Insurify partner key in a query string of a Rails log (as remembered) ¦ {h32} ¦ Started GET "/quotes/auto?zip=02139&partner_key={t}" for 10.1.4.9 at 2026-12-07 01:49:55 +0000
fenris key ¦ Fenris Digital API client secret in a Node .env (as remembered) ¦ {A40} ¦ FENRIS_CLIENT_ID=fd_acme_uw\nFENRIS_CLIENT_SECRET={t}
reonomy key ¦ Reonomy API access and secret key as Basic auth (search gave no page; as remembered) ¦ {A40} ¦ requests.get("https://api.reonomy.com/v2/property/7c1d…", auth=("ak_51e0c2", "{t}"))\n→ <Response [401]>
showingtime key ¦ ShowingTime appointment API key in a Windows registry export (as remembered) ¦ {uuid} ¦ [HKEY_LOCAL_MACHINE\\\\SOFTWARE\\\\AcmeRealty\\\\ShowingSync]\n"ApiKey"="{t}"
namirial otp ¦ Namirial remote-signature OTP and PIN in a signing request (as remembered) ¦ {p} ¦ <signRequest><credentials><username>RHP0098812</username><password>{t}</password><securityCode>…</securityCode></credentials></signRequest>
infocert pin ¦ InfoCert GoSign remote signature PIN in a CLI call (as remembered) ¦ {d8} ¦ $ gosign-cli sign --cert IT-RSS-44128 --pin {t} --otp 553019 contratto_locazione.pdf\nErrore: PIN non valido (tentativi rimasti: 2)
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="keyerror"),
        *v.table("vendor", "\n".join(rows[half:]), raises="process"),
    ]
