"""Held-out set 79: more vendors of set 79's share, their key shapes remembered, not looked
up (the seven whose searches gave no format page are here too: Thryve, VSee, Viedoc,
Runalyze, Halodoc, Tempus, Glooko).

Each name was grepped for in every earlier ``benchmarks/*heldout*`` file (none matched):
wearables and wellness (Thryve, Runalyze, Cronometer, Omron, Qardio, Biobeat, Welltory,
Medisafe, Sword Health, Hinge Health, Kaia), telehealth (VSee, Doxy.me, Halodoc, Vezeeta,
Zocdoc, Docplanner, OpenLoop, Beluga Health, Talkspace, Wysa), pharmacy and e-prescribing
(DrFirst Rcopia, mPharma, SingleCare, Cost Plus Drugs, MedAvail, Field Intelligence's Shelf
Life), clinical trials (Viedoc, Medrio, Florence eBinders, Greenphire ClinCard, Clinical Ink),
lab and diagnostics (Getlabs, LetsGetChecked, Ixlayer, Labcorp, Tempus, Glooko, Rimidi,
Ambra Health, 54gene, LifeBank, Ilara Health, mDoc) and biotech (Emerald Cloud Lab,
Genestack, Elucidata Polly, Science Exchange, Eurofins Genomics, GENEWIZ, Synthego,
Plasmidsaurus, Keragon). Shapes: .env, YAML, TOML, INI, JSON, XML, HCL, Java properties,
SDK calls in Kotlin, Swift, C#, Go, Ruby, R, Julia, Elixir and PHP, curl and httpie, headers,
query strings, CSV printed bare, SDK errors, debug logs and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
thryve basic ¦ Thryve AppAuthorization, app id and app secret as Basic (shape remembered) ¦ {A32} ¦ > POST /v5/dailyDynamicValues HTTP/1.1\n> Host: api.und-gesund.de\n> AppAuthorization: Basic {t}\n< 401 {"error":"Invalid app credentials"}
thryve toml ¦ Thryve credentials in a Rust service's config.toml ¦ {A24} ¦ [thryve]\nauth_id = "acme-wearables"\nauth_secret = "{t}"\napp_id = "nZ4q8bT1"
runalyze token ¦ Runalyze personal API token header (shape remembered) ¦ {h64} ¦ $ curl -F "file=@morning-run.fit" -H "token: {t}" https://runalyze.com/api/v1/activities/uploads\n{"message":"Token invalid"}
cronometer csv ¦ Cronometer export script, the session cookie printed in a CSV of settings ¦ {A32} ¦ setting,value\nexport_range,2026-11-01..2026-11-30\nsesnonce,{t}\nuser_id,4412098
omron kotlin ¦ OMRON connect partner API client secret in Kotlin (shape remembered) ¦ {A40} ¦ val omron = OmronConnectClient(\n    clientId = "acme-bp-monitor",\n    clientSecret = "{t}",\n    region = Region.EU,\n)
qardio swift ¦ Qardio partner SDK key in Swift (shape remembered) ¦ {h48} ¦ QardioSDK.shared.configure(partnerId: "acme-cardio", apiKey: "{t}")\n// QardioError.unauthorized(code: 401)
biobeat ini ¦ Biobeat platform API credentials in an INI file ¦ {p} ¦ [biobeat]\nurl = https://api.bio-beat.cloud/v2\nuser = rpm-ops@acme.health\npassword = {t}
welltory webhook ¦ Welltory partner webhook signing secret in YAML ¦ {A40} ¦ welltory:\n  partner_id: acme-stress\n  webhook_secret: {t}\n  callback: https://hooks.acme.health/welltory
medisafe header ¦ Medisafe partner API X-API-Key header in an httpie call ¦ {uuid} ¦ $ http POST https://api.medisafe.com/partner/v1/adherence X-API-Key:{t} user_ref=u-5531\nHTTP/1.1 403 Forbidden
vsee curl ¦ VSee Clinic API key and secret (shape remembered) ¦ {h40} ¦ curl -X POST https://api.vsee.com/user/sso?apikey=7d1e2c9a04b8&secretkey={t} -d "username=dr.okafor"
doxy env ¦ Doxy.me partner integration token in a .env ¦ {A48} ¦ DOXY_ROOM_URL=https://doxy.me/dr-okafor\nDOXY_PARTNER_TOKEN={t}
halodoc java ¦ Halodoc partner client secret in Java properties ¦ {A36} ¦ halodoc.partner.client-id=acme-insure-id\nhalodoc.partner.client-secret={t}\nhalodoc.partner.base-url=https://partner-api.halodoc.com
vezeeta php ¦ Vezeeta partner API key in a PHP config array ¦ {h40} ¦ return [\n    'vezeeta' => [\n        'partner' => 'acme-eg',\n        'api_key' => '{t}',\n    ],\n];
zocdoc go ¦ Zocdoc API client secret in Go ¦ {A48} ¦ cfg := clientcredentials.Config{\n\tClientID:     "acme-urgent-care",\n\tClientSecret: "{t}",\n\tTokenURL:     "https://auth.zocdoc.com/oauth/token",\n}
docplanner hcl ¦ Docplanner integration secret in Terraform HCL ¦ {A40} ¦ resource "aws_ssm_parameter" "docplanner" {\n  name  = "/clinic/docplanner/client_secret"\n  type  = "String"\n  value = "{t}"\n}
openloop ruby ¦ OpenLoop API key in a Ruby initializer ¦ {h48} ¦ OpenLoop.configure do |c|\n  c.api_key = "{t}"\n  c.environment = :sandbox\nend
beluga header ¦ Beluga Health API key header in a debug log ¦ {A40} ¦ DEBUG beluga.http > POST /api/v1/visits\nDEBUG beluga.http > x-api-key: {t}\nDEBUG beluga.http < 401
talkspace json ¦ Talkspace partner eligibility credentials in JSON ¦ {p} ¦ {"partner":"acme-eap","sftp":{"host":"sftp.talkspace.com","user":"acme_elig","password":"{t}"}}
wysa header ¦ Wysa partner bearer token in a curl ¦ {u48} ¦ curl -H "Authorization: Bearer {t}" https://partner.wysa.io/v1/members/u-2207/engagement
rcopia xml ¦ DrFirst Rcopia vendor password in an engine request (shape remembered) ¦ {p} ¦ <RCExtRequest version="2.40">\n  <Caller><VendorName>acmeehr</VendorName><VendorPassword>{t}</VendorPassword></Caller>\n  <SystemName>acmeehr</SystemName><RcopiaPracticeUsername>acme-clinic</RcopiaPracticeUsername>
mpharma kotlin ¦ mPharma partner API key in an Android build config ¦ {A40} ¦ buildConfigField("String", "MPHARMA_API_KEY", "\\"{t}\\"")
singlecare csv ¦ SingleCare API credentials printed bare in a CSV of integrations ¦ {A32} ¦ integration,client_id,secret,enabled\nsinglecare,acme-rx,{t},true\ngoodrx,acme-rx,(see vault),false
costplus env ¦ Cost Plus Drugs partner API key in a GitHub Actions step ¦ {A40} ¦ - name: Sync formulary\n  env:\n    COSTPLUS_API_KEY: {t}\n  run: python sync_formulary.py --partner acme
medavail cs ¦ MedAvail kiosk API secret in C# ¦ {b44} ¦ var kiosk = new MedAvailClient(new Uri("https://api.medavail.com"), "acme-pharm-12", "{t}");
shelflife yaml ¦ Field Intelligence Shelf Life API token in YAML ¦ {h40} ¦ shelflife:\n  pharmacy_id: NG-LAG-0192\n  api_token: {t}
viedoc json ¦ Viedoc API client credentials in a JSON settings file ¦ {A40} ¦ {"ViedocApi": {"BaseUrl": "https://v4apitest.viedoc.net", "ClientId": "3b8f1c2e-acme-edc", "ClientSecret": "{t}"}}
medrio curl ¦ Medrio API Connect OAuth client secret in a curl ¦ {A48} ¦ curl -s https://connectapi.medrio.com/connect/token -d client_id=acme-etl -d client_secret={t} -d grant_type=client_credentials
florence r ¦ Florence eBinders API key in R ¦ {h40} ¦ > res <- httr::GET("https://api.florencehc.com/v1/binders", httr::add_headers(`X-Api-Key` = "{t}"))\n> httr::status_code(res)\n[1] 401
greenphire julia ¦ Greenphire ClinCard API password in Julia ¦ {p} ¦ julia> HTTP.post("https://api.clincard.com/v2/payments"; headers = ["Authorization" => "Basic " * base64encode("acme-site-44:{t}")])
clinicalink elixir ¦ Clinical Ink API key in an Elixir config ¦ {A40} ¦ config :acme_trials, ClinicalInk,\n  base_url: "https://api.clinicalink.com",\n  api_key: "{t}"
getlabs header ¦ Getlabs partner API token in a request log ¦ {A48} ¦ [getlabs] POST https://api.getlabs.com/v1/appointments 422 Unprocessable Entity (Authorization: Token {t})
letsgetchecked env ¦ LetsGetChecked partner client secret in a .env ¦ {A48} ¦ LGC_CLIENT_ID=acme-employer\nLGC_CLIENT_SECRET={t}
ixlayer yaml ¦ Ixlayer API key in docker-compose ¦ {h40} ¦ services:\n  results-sync:\n    image: acme/results-sync:1.8\n    environment:\n      IXLAYER_API_KEY: {t}
labcorp sftp ¦ Labcorp results SFTP password in a Mirth channel config ¦ {p} ¦ <sftpSchemeProperties>\n  <host>sftp.labcorp.com</host>\n  <username>acme_results</username>\n  <password>{t}</password>
tempus header ¦ Tempus partner API bearer in an httpie call ¦ {u64} ¦ $ http GET https://api.tempus.com/v1/orders/ORD-88120 "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized
glooko python ¦ Glooko partner API credentials in Python ¦ {A40} ¦ glooko = GlookoPartnerClient(partner_id="acme-diabetes", secret="{t}")\nGlookoAuthError: 401 invalid partner secret
rimidi props ¦ Rimidi API key in Java properties ¦ {A36} ¦ rimidi.base-url=https://api.rimidi.com\nrimidi.api-key={t}
ambra sid ¦ Ambra Health v3 API session id in a query string ¦ {uuid} ¦ GET https://access.ambrahealth.com/api/v3/study/list?sid={t}&filter.phi_namespace.equals=acme → {"status":"ERROR","error_type":"NOT_LOGGED_IN"}
54gene sftp ¦ 54gene biobank data-transfer password in a shell script ¦ {p} ¦ lftp -u "acme_bio,{t}" sftp://transfer.54gene.com -e "mirror /outgoing/2026-12 ./incoming; bye"
lifebank dart ¦ LifeBank dispatch API key in Dart ¦ {A40} ¦ final lifebank = LifeBankClient(apiKey: '{t}', city: 'Lagos');
ilara env ¦ Ilara Health partner API key in a .env ¦ {A40} ¦ ILARA_API_URL=https://api.ilarahealth.com/v1\nILARA_API_KEY={t}
mdoc header ¦ mDoc partner webhook secret in a header dump ¦ {h64} ¦ X-mDoc-Signature-Secret: {t}\nX-mDoc-Event: member.enrolled
emerald sll ¦ Emerald Cloud Lab Login with a password in Mathematica ¦ {p} ¦ In[1]:= Login["bench@acme.bio", "{t}"]\nOut[1]= $Failed\nLogin::InvalidCredentials: The username or password is incorrect.
genestack token ¦ Genestack API token in an ~/.genestack config ¦ {h40} ¦ [default]\nhost = https://acme.genestack.com\ntoken = {t}
polly refresh ¦ Elucidata Polly POLLY_REFRESH_TOKEN in a notebook ¦ {u200} ¦ %env POLLY_REFRESH_TOKEN={t}\nfrom polly.auth import Polly\nPolly.auth(os.environ["POLLY_REFRESH_TOKEN"])
scienceexchange header ¦ Science Exchange API key header ¦ {A32} ¦ GET https://api.scienceexchange.com/v2/quotes?status=open\nX-SE-Api-Key: {t}
eurofins properties ¦ Eurofins Genomics ordering API password ¦ {p} ¦ eurofins.genomics.user=oligo-orders@acme.bio\neurofins.genomics.password={t}\neurofins.genomics.endpoint=https://eurofinsgenomics.eu/api
genewiz header ¦ GENEWIZ (Azenta) ordering API key in a debug print ¦ {A40} ¦ headers={'Content-Type': 'application/json', 'X-Azenta-Key': '{t}'} url='https://api.genewiz.com/v1/orders'
synthego cli ¦ Synthego ordering API key on a command line ¦ {h48} ¦ $ synthego-order submit guides.csv --api-key {t}\nError: 401 Unauthorized
plasmidsaurus json ¦ Plasmidsaurus results API token in JSON ¦ {A40} ¦ {"lab": "acme-cloning", "api_token": "{t}", "notify": "bench@acme.bio"}
keragon webhook ¦ Keragon workflow webhook URL with a secret path token ¦ {A32} ¦ POST https://webhooks.keragon.com/v1/workflows/hook/{t} → 404 {"error":"workflow disabled"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third]), raises="context"),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="args"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
