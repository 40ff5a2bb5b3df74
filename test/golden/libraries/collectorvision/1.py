import cv2
import collector_vision as cvg

# A card catalog from this repository (cached after the first download); "scryfall-mtg" is its
# Magic: The Gathering catalog.
catalog = cvg.Catalog.load("hf://HanClinto/milo/scryfall-mtg")

photo = cv2.imread("card_photo.jpg")
detection = cvg.NeuralCornerDetector().detect(photo)
card = detection.dewarp(photo)  # the card, straightened and cropped

embedding = catalog.embedder.embed(card)
for score, card_id in catalog.search(embedding, top_k=5):
    print(f"{score:.2f}", card_id)
