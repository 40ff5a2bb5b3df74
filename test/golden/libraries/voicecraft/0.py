# git clone https://github.com/jasonppy/VoiceCraft and run this from its folder
from models import voicecraft

model = voicecraft.VoiceCraft.from_pretrained("pyp1/VoiceCraft_830M_TTSEnhanced")
