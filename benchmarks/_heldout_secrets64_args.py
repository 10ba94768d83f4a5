"""Held-out set 64: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched after three that did were renamed:
``anshoBango``, ``ramzeObur`` and ``rahatPhan``). Names in many styles: camel case for set 64's vendors
(``stediApiKey``, ``photonClientSecret``, ``aidboxSecret``, ``doseSpotClinicKey``,
``candidClientSecret``, ``blueButtonSecret``, ``obpConsumerKey``, ``viatorExpKey``,
``gygAccessToken``, ``ratehawkKeyUuid``), snake case (``fintecture_app_secret``,
``enable_banking_pem``, ``fiskil_client_secret``, ``accela_app_secret``, ``rtt_api_password``,
``tiqets_key``, ``ownerrez_pat``), kebab case (``aeries-cert``, ``mediasite-sfapikey``,
``x-crezco-key``, ``hafas-access-id``, ``slack-signing-secret``, ``bot-framework-app-password``),
upper snake (``NEWCROP_PARTNER_PASSWORD``, ``SURESCRIPTS_PORTAL_PW``,
``PIO_UPLOAD_AUTH``, ``ARDUINO_OTA_PASSWORD``, ``ZEPHYR_WIFI_PSK``,
``TWILIO_RELAY_AUTH``), dotted and bracketed names (``bot.token.discord``,
``creds[slack][xapp]``), and set 64's languages' words: romanized (Arabizi ``kelmetElSer``,
Hinglish ``naya_password``, pinyin ``mima_xin``, romaji ``pasuwaado``, Greeklish
``kwdikos_prosvasis``, translit ``parol_ot_akkaunta``, Finglish ``ramzeOburJadid``, Thai
``rahatPhanMai``, Korean ``bimilbeonho_sae``) and in their scripts (Tamil ``கடவுச்சொல்_புதிய``,
Telugu ``రహస్య_కీ``, Kannada ``ಗುಪ್ತ_ಪದ``, Malayalam ``പിൻ_നമ്പർ``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
stediApiKey ¦ {s} ¦ A40 ¦ stedi: payer not found
photonClientSecret ¦ {s} ¦ u64 ¦ photon: order rejected
aidboxSecret ¦ {s} ¦ A32 ¦ aidbox: resource gone
doseSpotClinicKey ¦ {s} ¦ A32 ¦ dosespot: clinician not registered
candidClientSecret ¦ {s} ¦ A48 ¦ candid: claim held
ribbonCustomerToken ¦ Bearer {s} ¦ A40 ¦ ribbon: provider not found
blueButtonSecret ¦ {s} ¦ A64 ¦ bluebutton: beneficiary consent expired
obpConsumerKey ¦ {s} ¦ l40 ¦ OBP-30001: Bank not found
viatorExpKey ¦ {s} ¦ uuid ¦ viator: product unavailable
gygAccessToken ¦ {s} ¦ A64 ¦ getyourguide: tour sold out
ratehawkKeyUuid ¦ 7781:{s} ¦ uuid ¦ ratehawk: no rates
fintecture_app_secret ¦ {s} ¦ uuid ¦ fintecture: bank unavailable
enable_banking_pem ¦ -----BEGIN PRIVATE KEY-----\n{s}\n-----END PRIVATE KEY----- ¦ b120 ¦ enablebanking: ASPSP down
fiskil_client_secret ¦ {s} ¦ A64 ¦ fiskil: consent revoked
accela_app_secret ¦ {s} ¦ h32 ¦ accela: record locked
rtt_api_password ¦ {s} ¦ h40 ¦ rtt: station unknown
tiqets_key ¦ {s} ¦ A32 ¦ tiqets: timeslot full
ownerrez_pat ¦ pt_{s} ¦ l32 ¦ ownerrez: property archived
duolingo_jwt ¦ eyJhbGciOiJIUzI1NiJ9.{s} ¦ u96 ¦ duolingo: streak freeze unavailable
gradescope_password ¦ {s} ¦ p ¦ gradescope: course closed
piazza_pass ¦ {s} ¦ p ¦ piazza: network not found
aeries-cert ¦ {s} ¦ h32 ¦ aeries: school year not open
mediasite-sfapikey ¦ {s} ¦ uuid ¦ mediasite: presentation processing
x-crezco-key ¦ {s} ¦ h64 ¦ crezco: payee invalid
hafas-access-id ¦ {s} ¦ h32 ¦ hafas: no connections
slack-signing-secret ¦ {s} ¦ h32 ¦ slack: channel_not_found
bot-framework-app-password ¦ {s} ¦ u40 ¦ teams: conversation not found
twilio-auth-token ¦ {s} ¦ h32 ¦ twilio: call completed
vonage-api-secret ¦ {s} ¦ A16 ¦ vonage: number not provisioned
rasa-tracker-pw ¦ {s} ¦ p ¦ rasa: model not loaded
botpress-pat ¦ bp_pat_{s} ¦ A40 ¦ botpress: bot not deployed
NEWCROP_PARTNER_PASSWORD ¦ {s} ¦ p ¦ NewCrop: formulary unavailable
SURESCRIPTS_PORTAL_PW ¦ {s} ¦ p ¦ Surescripts: directory sync pending
PIO_UPLOAD_AUTH ¦ {s} ¦ p ¦ platformio: board not detected
ARDUINO_OTA_PASSWORD ¦ {s} ¦ p ¦ arduino: port busy
ZEPHYR_WIFI_PSK ¦ {s} ¦ p ¦ west: build dir stale
TWILIO_RELAY_AUTH ¦ {s} ¦ h32 ¦ relay: websocket closed
MQTT_BROKER_PASS ¦ {s} ¦ A40 ¦ mqtt: broker unreachable
IDF_OTA_BEARER ¦ {s} ¦ u40 ¦ esp-idf: partition too small
bot.token.discord ¦ MTI{s} ¦ u60 ¦ discord: missing access
creds[slack][xapp] ¦ xapp-1-{s} ¦ h64 ¦ slack: socket mode disabled
teams/appPassword ¦ {s} ¦ u40 ¦ teams: tenant not allowed
hotel.staah.password ¦ {s} ¦ p ¦ staah: rate plan unknown
navitaire:agent:pw ¦ {s} ¦ p ¦ navitaire: flight closed
kelmetElSer ¦ {s} ¦ p ¦ mafeesh network
ramzElTa2kid ¦ {s} ¦ pin ¦ el 3amaleya etla8et
naya_password ¦ {s} ¦ p ¦ server abhi down hai
otp_kisi_ko_mat ¦ {s} ¦ pin ¦ transaction fail ho gaya
mima_xin ¦ {s} ¦ p ¦ fuwu zanshi bu keyong
yanzhengma ¦ {s} ¦ pin ¦ qingqiu chaoshi
pasuwaado ¦ {s} ¦ p ¦ saabaa ni setsuzoku dekimasen
anshouBangouPin ¦ {s} ¦ pin ¦ torihiki ga kyanseru saremashita
kwdikos_prosvasis ¦ {s} ¦ p ¦ i syndesi apetyxe
parol_ot_akkaunta ¦ {s} ¦ p ¦ server nedostupen
kodPodtverzhdeniya ¦ {s} ¦ pin ¦ operatsiya otklonena
ramzeOburJadid ¦ {s} ¦ p ¦ server dar dastres nist
rahatPhanMai ¦ {s} ¦ p ¦ mai samat chueam to dai
bimilbeonho_sae ¦ {s} ¦ p ¦ seobeo yeongyeol sillpae
bogu_kodeu ¦ {s} ¦ rc ¦ gyejeong jamgeum
கடவுச்சொல்_புதிய ¦ {s} ¦ p ¦ சேவையகம் கிடைக்கவில்லை
రహస్య_కీ ¦ {s} ¦ A40 ¦ సర్వర్ అందుబాటులో లేదు
ಗುಪ್ತ_ಪದ ¦ {s} ¦ p ¦ ಸರ್ವರ್ ಲಭ್ಯವಿಲ್ಲ
പിൻ_നമ്പർ ¦ {s} ¦ pin ¦ ഇടപാട് പരാജയപ്പെട്ടു
tanglish_passu ¦ {s} ¦ p ¦ server velai seiyala
wallet_phrase_hinglish ¦ {s} ¦ w12 ¦ wallet sync nahi hua
"""

_WORDS = [
    "anchor",
    "basil",
    "cobalt",
    "dune",
    "ember",
    "fjord",
    "garnet",
    "harbor",
    "indigo",
    "jasmine",
    "kestrel",
    "lotus",
    "monsoon",
    "nectar",
    "orchid",
    "pepper",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
