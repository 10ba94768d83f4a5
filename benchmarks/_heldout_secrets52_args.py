"""Held-out set 52: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 52's vendors (``twelveLabsKey``, ``tfyApiKey``, ``ultralyticsHubKey``,
``tavusXApiKey``, ``fiftyoneApiKey``, ``xinfAuthSecret``, ``taggunApikey``, ``voicerssKey``,
``tectonKey``, ``trintKeySecret``, ``typecastApiKey``, ``watsonxIamApikey``,
``sparkApiSecret``, ``writesonicKey``, ``vocodeToken``, ``tabscannerApikey``), snake case
(``toloka_oauth_token``, ``taskmonk_client_secret``, ``ubiai_project_token``,
``unstract_deployment_key``, ``ximilar_token``, ``voicegain_jwt``, ``unrealspeech_bearer``,
``wellsaid_x_api_key``, ``zyphra_api_key``, ``valohai_token``, ``uptrain_api_key``,
``zenguard_key``), kebab case (``tiledb-rest-token``, ``viggle-api-key``, ``vidu-api-key``,
``tune-studio-key``, ``lingyi-api-key``, ``ernie-client-secret``), upper snake
(``TEXTSYNTH_API_KEY``, ``WORDCAB_API_KEY``, ``TRUBRICS_PASSWORD``), office-assistant tool
arguments (``smtpAppPassword``, ``graphClientSecret``, ``icsFeedToken``, ``sheetEmbedToken``,
``confluencePat``, ``pdfOwnerPassword``, ``docxEditPassword``, ``xlsxSheetPassword``),
abbreviations (``tfyk``, ``xfSecret``, ``iamApik``) and words of set 52's languages in ASCII
(Kannada ``guptapada``, Malayalam ``rahasyavakku``, Telugu ``rahasyaPin``, Tulu
``irenaPassword``, Mizo ``thuruk``, Khasi ``kaPasswordJongPhi``, Bodo ``nwngniCode``,
Newar ``chhiguPin``, Garo ``nangniPassword``, Jingpho ``naAPassword``, Sikkimese
``khyodKyiSangtshig``, Hakha Chin ``naPasswordCu``, Meitei ``nahakkiPassword``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["monsoon", "terrace", "tea", "valley", "river", "bridge", "cloud", "pine"]

_ROWS = r"""
twelveLabsKey ¦ tlk_{s} ¦ U28 ¦ index 6653f1b2c9e8a0d4 has 41 videos
tfyApiKey ¦ {s} ¦ b88 ¦ workspace 'ml-prod' has 3 deployments
ultralyticsHubKey ¦ {s} ¦ l42 ¦ model yolo11n exported to ONNX
tavusXApiKey ¦ {s} ¦ h32 ¦ replica r9d30b0e55ac is training
fiftyoneApiKey ¦ {s} ¦ A43 ¦ dataset 'street-signs' has 12,400 samples
xinfAuthSecret ¦ {s} ¦ h64 ¦ model qwen2.5-7b launched on gpu 0
taggunApikey ¦ {s} ¦ h32 ¦ receipt 7741 total 23.40 EUR
voicerssKey ¦ {s} ¦ h32 ¦ voice 'Linda' en-us selected
tectonKey ¦ {s} ¦ h32 ¦ feature service fraud_v3 is serving
trintKeySecret ¦ {s} ¦ A48 ¦ transcript 64f1c2 is verified
typecastApiKey ¦ {s} ¦ A44 ¦ voice tc_672c5f5ce59fac2a48faeaee rendered 4.2 s
watsonxIamApikey ¦ {s} ¦ u44 ¦ project b1e2c3d4 has 2 prompts
sparkApiSecret ¦ {s} ¦ A32 ¦ chat model v3.5 answered in 1.8 s
writesonicKey ¦ {s} ¦ uuid ¦ article draft 88 has 1,240 words
vocodeToken ¦ {s} ¦ A40 ¦ call 5521 ended after 3:12
tabscannerApikey ¦ {s} ¦ A64 ¦ 3 receipts queued
toloka_oauth_token ¦ AQAD-{s} ¦ u52 ¦ pool 1447203 opened
taskmonk_client_secret ¦ {s} ¦ A36 ¦ batch 77 has 500 tasks
ubiai_project_token ¦ {s} ¦ h48 ¦ project ner-invoices exported
unstract_deployment_key ¦ {s} ¦ uuid ¦ deployment invoice-extract is active
ximilar_token ¦ {s} ¦ h40 ¦ 12 images tagged
voicegain_jwt ¦ {s} ¦ u96 ¦ transcription job 902 finished
unrealspeech_bearer ¦ {s} ¦ A48 ¦ voice Scarlett streamed 18 s
wellsaid_x_api_key ¦ {s} ¦ h32 ¦ clip 4410 rendered
zyphra_api_key ¦ zsk-{s} ¦ h64 ¦ speaking rate set to 15
valohai_token ¦ {s} ¦ h40 ¦ execution #218 queued
uptrain_api_key ¦ up-{s} ¦ h48 ¦ 40 evals scored
zenguard_key ¦ {s} ¦ A43 ¦ prompt passed injection check
tiledb-rest-token ¦ {s} ¦ A64 ¦ array s3://vec/emb opened
viggle-api-key ¦ {s} ¦ A40 ¦ render 31 done
vidu-api-key ¦ vda_{s} ¦ A45 ¦ clip img2video finished
tune-studio-key ¦ sk-tune-{s} ¦ A34 ¦ model llama-3.1-70b selected
lingyi-api-key ¦ {s} ¦ h32 ¦ model yi-large answered
ernie-client-secret ¦ {s} ¦ A32 ¦ access token cached for 30 days
TEXTSYNTH_API_KEY ¦ {s} ¦ h32 ¦ engine mistral_7B selected
WORDCAB_API_KEY ¦ {s} ¦ A40 ¦ summary job 19 finished
TRUBRICS_PASSWORD ¦ {s} ¦ p ¦ 14 feedback events logged
smtpAppPassword ¦ {s} ¦ a16 ¦ draft saved to Outbox
graphClientSecret ¦ {s} ¦ u40 ¦ 3 messages moved to Archive
icsFeedToken ¦ {s} ¦ A32 ¦ calendar 'Board' has 4 events this week
sheetEmbedToken ¦ {s} ¦ u43 ¦ sheet 'Q4 plan' has 12 tabs
confluencePat ¦ {s} ¦ A44 ¦ page 'IT onboarding' updated
pdfOwnerPassword ¦ {s} ¦ p ¦ annex-b.pdf has 6 pages
docxEditPassword ¦ {s} ¦ p ¦ handover.docx has 2 comments
xlsxSheetPassword ¦ {s} ¦ p ¦ accounts.xlsx sheet 'Keys' is protected
tfyk ¦ {s} ¦ b64 ¦ gateway route openai-main is healthy
xfSecret ¦ {s} ¦ A32 ¦ websocket closed with 1000
iamApik ¦ {s} ¦ u44 ¦ token cached for 3600 s
guptapada ¦ {s} ¦ p ¦ ಲಾಗಿನ್ ಯಶಸ್ವಿ (login ok)
rahasyavakku ¦ {s} ¦ w4 ¦ backup done
rahasyaPin ¦ {s} ¦ pin ¦ card ending 4410 found
irenaPassword ¦ {s} ¦ p ¦ profile saved
thuruk ¦ {s} ¦ w5 ¦ wallet unlocked
kaPasswordJongPhi ¦ {s} ¦ p ¦ account created
nwngniCode ¦ {s} ¦ rc ¦ 2 codes left
chhiguPin ¦ {s} ¦ pin ¦ SIM unlocked
nangniPassword ¦ {s} ¦ p ¦ mailbox ready
naAPassword ¦ {s} ¦ p ¦ router restarted
khyodKyiSangtshig ¦ {s} ¦ p ¦ device paired
naPasswordCu ¦ {s} ¦ p ¦ sync finished
nahakkiPassword ¦ {s} ¦ p ¦ settings saved
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
