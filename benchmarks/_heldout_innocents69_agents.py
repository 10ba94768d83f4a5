"""Innocent set 69: what browser and computer-use agents see with no secret in it, public ids
next to credential words, the world in this set's languages, and ids that this set's vendors
document as public or as mere identifiers.

``AGENT``: Playwright MCP snapshots and network lists, browser-use step logs, accessibility
tree nodes, HAR entries, OCR'd screens and cookie jars, full of refs, node ids, request ids,
cookie names and hashes. ``PUBLIC``: public keys, public ids, fingerprints and hashes.
``WORLD``: messages in the languages of Sub-Saharan Africa about passwords, PINs and tokens
that hold none. ``VENDOR_IDS``: ids of this set's vendors that are not secrets.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦- textbox "API key" [ref=e52]⟧ ⟦(empty)⟧ ⟦- button "Generate key" [ref=e53]⟧
agent: ⟦- link "Reset password" [ref=e17]⟧ ⟦/url: /users/password/new⟧
agent: ⟦- heading "Token created" [level=2] [ref=e40]⟧ ⟦- paragraph: Copy it now; it will not be shown again.⟧ ⟦(value hidden: ••••••••)⟧
agent: ⟦[GET] https://eln.bio.uni-example.de/api/v2/experiments/«d4» => [200] OK⟧
agent: ⟦[POST] https://api.cloud.seqera.io/workflow/launch?workspaceId=«d14» => [401] Unauthorized⟧
agent: ⟦[LOG] build «h40»⟧ ⟦chunk main.«h8».js⟧
agent: ⟦- Page URL: https://dataverse.harvard.example/dataset.xhtml?persistentId=doi:10.70122/FK2/«U6»⟧
agent: ⟦📍 Step 4⟧ ⟦🛠️ Action 1/1: {"click_element_by_index":{"index":12}}⟧ ⟦🔗 Navigated to https://redcap.med.example.edu/redcap_v14.«d1».«d1»/API/project_api.php?pid=1187⟧
agent: ⟦INFO [controller] ⌨️ Input <secret>x_password</secret> into index 9⟧ ⟦(placeholder name, not the value)⟧
agent: ⟦📄 Result: 3 API tokens listed, all masked (••••«U4»)⟧
agent: ⟦{"nodeId":"«d4»","role":{"value":"textbox"},"name":{"value":"Password"},"value":{"value":""}}⟧
agent: ⟦{"nodeId":"«d4»","role":{"value":"button"},"name":{"value":"Show token"}}⟧ ⟦backendDOMNodeId «d5»⟧
agent: ⟦{"nodeId":"«d3»","role":{"value":"StaticText"},"name":{"value":"Last used 2026-12-06 from 41.90.«d2».«d2»"}}⟧
agent: ⟦"request":{"method":"GET","url":"https://api.osf.io/v2/nodes/«l5»/"}⟧ ⟦"_resourceType":"fetch"⟧ ⟦"time":«d3».4⟧
agent: ⟦"response":{"status":304,"headers":[{"name":"etag","value":"W/\"«h32»\""}]}⟧
agent: ⟦"cookies":[{"name":"_ga","value":"GA1.1.«d9».«d10»"}]⟧ ⟦(analytics id)⟧
agent: ⟦"postData":{"params":[{"name":"utf8","value":"✓"},{"name":"commit","value":"Sign in"}]}⟧
agent: ⟦[OCR] Client ID  «l24»⟧ ⟦Client secret  ●●●●●●●● (Reveal)⟧
agent: ⟦[OCR] Job «d8» RUNNING on gpu0«d2»⟧ ⟦elapsed 02:14:09⟧
agent: ⟦[OCR] Backup codes: 10 of 10 unused⟧ ⟦(codes not shown)⟧
agent: ⟦.openreview.net	TRUE	/	FALSE	1796601600	_ga	GA1.1.«d9».«d10»⟧
agent: ⟦{"name":"csrftoken","domain":"coldfront.hpc.example"}⟧ ⟦"expires":1796601600⟧ ⟦(value omitted by export)⟧
agent: ⟦cookie names: sessionid, csrftoken, _ga, _gid⟧ ⟦count 4⟧
agent: ⟦<input type="password" name="password" autocomplete="current-password" value="">⟧
agent: ⟦<meta name="csrf-param" content="authenticity_token">⟧ ⟦(parameter name)⟧
agent: ⟦<a href="/settings/tokens" data-turbo="false">Personal access tokens</a>⟧
agent: ⟦Network.requestWillBeSent requestId «d4».«d3»⟧ ⟦loaderId «H32»⟧ ⟦frameId «H32»⟧
agent: ⟦Target.attachedToTarget sessionId «H32»⟧ ⟦(CDP session, not a login)⟧
agent: ⟦puppeteer: waiting for selector "#api-key-input"⟧ ⟦timeout 30000 ms⟧
agent: ⟦selenium: element <input id="token"> not interactable⟧ ⟦at (412, 88)⟧
agent: ⟦page.evaluate returned 14 keys of localStorage⟧ ⟦names only: theme, locale, lastProject⟧
agent: ⟦screenshot «h64».png⟧ ⟦1280×800⟧ ⟦step 7⟧
agent: ⟦computer: left_click at (644, 392)⟧ ⟦"Regenerate token" dialog closed without confirming⟧
agent: ⟦bash: cat ~/.netrc⟧ ⟦No such file or directory⟧
agent: ⟦str_replace_based_edit_tool: /home/ocheng/.Renviron has 3 lines⟧ ⟦REDCAP_API_TOKEN line removed⟧
agent: ⟦rg: 0 matches for 'apikey' in ~/.openneuro⟧
agent: ⟦git log -1: «h40»⟧ ⟦"remove token from nextflow.config"⟧
agent: ⟦HAR entries: 212⟧ ⟦blocked: 3⟧ ⟦total 4.1 MB⟧
agent: ⟦storage_state.json: 2 cookies, 1 origin⟧ ⟦saved 2026-12-07⟧
agent: ⟦Accessibility.getFullAXTree: 1,482 nodes⟧ ⟦ignored 311⟧
agent: ⟦browser_tabs: 3 open⟧ ⟦current #2 https://fairdomhub.org/data_files/«d4»⟧
agent: ⟦Playwright: browserContext.newPage: Target page, context or browser has been closed⟧
agent: ⟦browser-use: max_failures 3 reached at step 11⟧
agent: ⟦OCR confidence 0.62⟧ ⟦line "Recovery key" unreadable⟧
agent: ⟦document.cookie length 0⟧ ⟦(HttpOnly cookies not visible)⟧
"""

PUBLIC = r"""
public: ⟦ORCID 0000-0002-«d4»-«d3»X⟧ ⟦(public researcher id)⟧
public: ⟦ROR https://ror.org/0«l6»«d2»⟧ ⟦Kenya Medical Research Institute⟧
public: ⟦DOI 10.5281/repo.«d7»⟧ ⟦concept DOI⟧
public: ⟦PMID «d8»⟧ ⟦PMCID PMC«d7»⟧
public: ⟦arXiv:2612.«d5»v2⟧ ⟦q-bio.GN⟧
public: ⟦UniProt P«d5»⟧ ⟦Ensembl ENSG«d11»⟧
public: ⟦RRID:SCR_«d6»⟧ ⟦(research resource id)⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ocheng@login01⟧ (public key for the HPC login)
public: ⟦GPG fingerprint «H40»⟧ ⟦release signing key of the lab pipeline⟧
public: ⟦commit «h40»⟧ ⟦tag v3.14.0⟧ ⟦nf-core/rnaseq⟧
public: ⟦container sha256:«h64»⟧ ⟦quay.io/biocontainers/samtools:1.21⟧
public: ⟦MD5 «h32»⟧ ⟦«U2»«d6»_R1.fastq.gz⟧
public: ⟦SHA-256 «h64»⟧ ⟦reference GRCh38.fa⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg RS256⟧ (public signing key id of CILogon)
public: ⟦OIDC client id cilogon:/client_id/«h32»⟧ ⟦(public client identifier)⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦donation form⟧ (publishable by design, shown in page source)
public: ⟦reCAPTCHA site key 6L«A38»⟧ ⟦(public site key)⟧
public: ⟦Google Analytics G-«U10»⟧ ⟦measurement id⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh took 211 ms⟧
public: ⟦request id «uuid»⟧ ⟦401 invalid api key⟧ (the key is not in the response)
public: ⟦x509 serial «H32»⟧ ⟦CN=eln.bio.uni-example.de⟧
public: ⟦age recipient age1«l58»⟧ ⟦(public recipient of the backup)⟧
public: ⟦IGSN 10.58052/«U9»⟧ ⟦sediment sample⟧
public: ⟦Handle 21.T11998/0000-001A-«H4»-«H1»⟧ ⟦(PID)⟧
public: ⟦ISSN 2049-3630⟧ ⟦DOAJ seal⟧
public: ⟦GlobalGiving project 54211⟧ ⟦organization 4412⟧ (public ids)
public: ⟦EIN 52-«d7»⟧ ⟦(nonprofit tax id, public)⟧
public: ⟦Charity number «d7»⟧ ⟦(public register)⟧
public: ⟦OSF node k7x3q⟧ ⟦preprint «l5»_v2⟧
public: ⟦Zenodo-style record «d7»⟧ ⟦checksum md5:«h32»⟧
"""

WORLD = r"""
world: ⟦Umebadilisha neno lako la siri kwa mafanikio⟧ ⟦(Swahili: you changed your password successfully)⟧
world: ⟦PIN yako ya M-PESA imebadilishwa⟧ ⟦(Swahili: your M-PESA PIN was changed)⟧
world: ⟦Ufunguo wa API umefutwa⟧ ⟦(Swahili: the API key was deleted)⟧
world: ⟦Ọ̀rọ̀ aṣínà rẹ ti yí padà⟧ ⟦(Yoruba: your password has changed)⟧
world: ⟦Gbàgbé ọ̀rọ̀ aṣínà?⟧ ⟦(Yoruba: forgot password?)⟧
world: ⟦Agbanweela paswọọdụ gị⟧ ⟦(Igbo: your password was changed)⟧
world: ⟦An canza kalmar wucewarka⟧ ⟦(Hausa: your password was changed)⟧
world: ⟦كَلِمَرْ وُچٜوَ بَا دَيْدَيْ⟧ ⟦(Hausa Ajami: wrong password)⟧
world: ⟦Igama lakho eliyimfihlo lishintshiwe⟧ ⟦(Zulu: your secret word was changed)⟧
world: ⟦Igama lokugqitha alichanekanga⟧ ⟦(Xhosa: the password is incorrect)⟧
world: ⟦Pasiwedhi yako yachinjwa⟧ ⟦(Shona: your password was changed)⟧
world: ⟦Sa baat bu kumpa soppi na⟧ ⟦(Wolof: your hidden word changed)⟧
world: ⟦Liloba ya sekele ezali mabe⟧ ⟦(Lingala: the secret word is wrong)⟧
world: ⟦Ijambo ry'ibanga ntirihuye⟧ ⟦(Kinyarwanda: the password does not match)⟧
world: ⟦Diso ny teny miafina⟧ ⟦(Malagasy: wrong hidden word)⟧
world: ⟦Erayga sirta waa la beddelay⟧ ⟦(Somali: the password was changed)⟧
world: ⟦ምስጢራዊ ቁጥርዎ ተቀይሯል⟧ ⟦(Amharic: your PIN has been changed)⟧
world: ⟦መሕለፊ ቃል ጌጋ እዩ⟧ ⟦(Tigrinya: wrong password)⟧
world: ⟦Your password don change⟧ ⟦(Nigerian Pidgin)⟧
world: ⟦Yu paswɔd dɔn chenj⟧ ⟦(Krio)⟧
world: ⟦Phasewete ya hao e fetotswe⟧ ⟦(Sesotho)⟧
world: ⟦Ekigambo ky'ekyama kikyusiddwa⟧ ⟦(Luganda)⟧
world: ⟦Jechi icciitii jijjiirameera⟧ ⟦(Oromo)⟧
world: ⟦Wo password no asesa⟧ ⟦(Akan Twi)⟧
world: ⟦Jou wagwoord is suksesvol verander⟧ ⟦(Afrikaans)⟧
world: ⟦Tuma nambari ya uthibitisho tena baada ya sekunde 60⟧ ⟦(Swahili: resend code in 60 s)⟧
world: ⟦Misimbo 8 ya kurejesha imebaki⟧ ⟦(Swahili: 8 recovery codes left)⟧
world: ⟦Tokeni 4,096 zimetumika kati ya 8,192⟧ ⟦(Swahili: token count)⟧
world: ⟦የኤፒአይ ቁልፍ ተሰርዟል⟧ ⟦(Amharic: API key deleted)⟧
world: ⟦Kode zo kugarura zisigaye: 5⟧ ⟦(Kinyarwanda: recovery codes left)⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Seqera workspaceId «d14»⟧ ⟦computeEnvId «A22»⟧
vendor-ids: ⟦Dataverse persistentId doi:10.70122/FK2/«U6»⟧ ⟦file id «d6»⟧
vendor-ids: ⟦REDCap project id 1187⟧ ⟦record 1187-«d3»⟧ ⟦event baseline_arm_1⟧
vendor-ids: ⟦ICA project «uuid»⟧ ⟦analysis «uuid»⟧
vendor-ids: ⟦Flywheel session «h24»⟧ ⟦acquisition «h24»⟧
vendor-ids: ⟦eLabFTW experiment «d4»⟧ ⟦API key id 9⟧ ⟦name ci-export⟧
vendor-ids: ⟦LabKey container «uuid»⟧ ⟦schema lists⟧
vendor-ids: ⟦OSF node «l5»⟧ ⟦file «h24»⟧
vendor-ids: ⟦InvenioRDM record «l5»-«l5»⟧ ⟦draft «l5»-«l5»⟧
vendor-ids: ⟦OpenNeuro ds«d6»⟧ ⟦snapshot 1.0.2⟧
vendor-ids: ⟦OpenML dataset «d5»⟧ ⟦task «d6»⟧ ⟦run «d8»⟧
vendor-ids: ⟦Opal table CHILD.baseline⟧ ⟦token name agent-r⟧
vendor-ids: ⟦GIN repo ocheng/mouse-v1-2p⟧ ⟦annex key SHA256E-s«d8»--«h64».nwb⟧
vendor-ids: ⟦CyVerse path /iplant/home/ocheng/rhizotron⟧ ⟦data id «uuid»⟧
vendor-ids: ⟦FAIRDOM-SEEK data file «d4»⟧ ⟦investigation «d3»⟧
vendor-ids: ⟦Labguru plasmid «d5»⟧ ⟦box «d4»⟧
vendor-ids: ⟦Labstep experiment «d5»⟧ ⟦protocol «d5»⟧
vendor-ids: ⟦MuckRock request «d6»⟧ ⟦agency «d3»⟧
vendor-ids: ⟦DocumentCloud document «d8»-«l12»⟧ ⟦(public slug)⟧
vendor-ids: ⟦ProPublica member id «U1»«d6»⟧ ⟦bill hr«d4»-119⟧
vendor-ids: ⟦Web of Science UT WOS:«d15»⟧ ⟦(accession number)⟧
vendor-ids: ⟦Lens ID «d3»-«d3»-«d3»-«d3»-«d3»⟧ ⟦(scholarly work id)⟧
vendor-ids: ⟦OpenReview forum «A10»⟧ ⟦note «A10»⟧
vendor-ids: ⟦HAL hal-«d8»v1⟧ ⟦(deposit id)⟧
vendor-ids: ⟦XNAT experiment XNAT_E«d5»⟧ ⟦subject XNAT_S«d5»⟧
vendor-ids: ⟦HTCondor cluster «d7».0⟧ ⟦schedd ap40.uw.osg-htc.org⟧
vendor-ids: ⟦Dockstore #workflow/github.com/nf-core/rnaseq:3.14.0⟧ ⟦TRS id⟧
vendor-ids: ⟦Jetstream2 application_credential_id «h32»⟧ ⟦(id, not the secret)⟧
vendor-ids: ⟦ActBlue form «l10»⟧ ⟦refcode «l8»⟧
vendor-ids: ⟦Donorfy constituent «d5»⟧ ⟦integration agent-sync⟧
"""
